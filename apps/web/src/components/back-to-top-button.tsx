import { useTranslation } from 'react-i18next';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';

/** Spec 000 §9: the button appears once the page has scrolled more than this. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/** Narrow screens only (below md): wide screens have the top bar in reach anyway. */
export const BackToTopButton = () => {
  const { t } = useTranslation();
  const isScrolled = useScrollTrigger({ disableHysteresis: true, threshold: BACK_TO_TOP_THRESHOLD_PX });

  return (
    <Zoom in={isScrolled} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('backToTop')}
        onClick={() => window.scrollTo({ top: 0, left: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial, display: { xs: 'inline-flex', md: 'none' } }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
};
