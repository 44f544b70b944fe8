import type { TReportPhoto } from '@cda/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const Version = ({ src, alt, label }: { src: string | null; alt: string; label: string }) => {
  const { t } = useTranslation('report');
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      {src ? (
        <Link href={src} target="_blank" rel="noopener" sx={{ display: 'block' }}>
          <Box component="img" src={src} alt={alt} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1.5, display: 'block', bgcolor: 'action.hover' }} />
        </Link>
      ) : (
        <Box sx={{ width: '100%', aspectRatio: '4 / 3', borderRadius: 1.5, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('photos.noAnnotated')}
          </Typography>
        </Box>
      )}
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
};

/** Spec 001 §2: each photo in its original and annotated versions; a click opens the full-size image. */
export const ReportPhotos = ({ photos }: { photos: TReportPhoto[] }) => {
  const { t } = useTranslation('report');
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        {t('photos.title')}
      </Typography>
      {photos.length === 0 ? (
        <Typography color="text.secondary">{t('photos.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <Box component="li" key={photo.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('photos.photoNumber', { number })}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {t('photos.damagesOnPhoto', { count: photo.photos.length })}
                  </Typography>
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                  <Version src={photo.image_url} alt={t('photos.originalAlt', { number })} label={t('photos.original')} />
                  <Version src={photo.image_result} alt={t('photos.annotatedAlt', { number })} label={t('photos.annotated')} />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
};
