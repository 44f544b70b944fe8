import { MAX_PHOTOS_PER_UPLOAD } from '@cda/contract';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** `url` is an object URL for the thumbnail; whoever removes the photo revokes it. */
export type TPickedPhoto = { id: number; file: File; url: string };

type TPhotoUploadCardProps = {
  photos: TPickedPhoto[];
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
};

/** Spec 001 §2 Upload Photos: pick or drop images; thumbnails under 'Captured Photos (n)'. */
export const PhotoUploadCard = ({ photos, disabled, onAdd, onRemove }: TPhotoUploadCardProps) => {
  const { t } = useTranslation('app');
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const isFull = photos.length >= MAX_PHOTOS_PER_UPLOAD;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };

  return (
    <Paper component="section" aria-labelledby="upload-photos-title" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: 'rgba(11, 61, 145, 0.08)' }}>
          <AddPhotoAlternateOutlinedIcon />
        </Box>
        <Typography id="upload-photos-title" component="h2" variant="h6">
          {t('collector.upload.title')}
        </Typography>
      </Stack>

      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragging ? 'primary.main' : 'divider',
          bgcolor: isDragging ? 'rgba(11, 61, 145, 0.06)' : 'background.default',
          borderRadius: 3,
          p: { xs: 2.5, md: 3 },
          textAlign: 'center',
          transition: 'border-color 150ms, background-color 150ms',
        }}
      >
        <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main', display: 'block', mx: 'auto' }} />
        <Typography sx={{ fontWeight: 600, mt: 0.5, display: { xs: 'none', md: 'block' } }}>{t('collector.upload.drop')}</Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled || isFull} sx={{ my: 1.5 }}>
          {t('collector.upload.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('collector.upload.formats')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('collector.upload.limit', { max: MAX_PHOTOS_PER_UPLOAD })}
        </Typography>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('collector.upload.title')}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            // The same file can be picked again after it was removed.
            event.target.value = '';
          }}
        />
      </Box>

      {photos.length > 0 && (
        <Box sx={{ mt: 2.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('collector.upload.captured', { n: photos.length })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
            {photos.map((photo, index) => (
              <Box component="li" key={photo.id} sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', boxShadow: 1 }}>
                <Box component="img" src={photo.url} alt={t('collector.upload.photoAlt', { index: index + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                <IconButton
                  size="small"
                  aria-label={t('collector.upload.remove', { index: index + 1 })}
                  onClick={() => onRemove(photo.id)}
                  disabled={disabled}
                  sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(20, 32, 51, 0.72)', color: '#fff', '&:hover': { bgcolor: 'rgba(20, 32, 51, 0.9)' } }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
};
