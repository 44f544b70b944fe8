import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../components/marketing-tokens';
import {
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_TYPES,
  RATING_LABEL_KEYS,
  type TFeedbackType,
} from './feedback.constants';
import { FeedbackNotification } from './feedback-notification.component';
import { useFeedbackForm } from './use-feedback-form.hook';

type TFeedbackFormProps = {
  /** Set for a moment when the visitor arrives through #feedback, so the eye finds the form. */
  highlighted: boolean;
};

export const FeedbackForm = ({ highlighted }: TFeedbackFormProps) => {
  const { t } = useTranslation('marketing');
  const form = useFeedbackForm();
  const [hoverRating, setHoverRating] = useState(-1);
  const shownRating = hoverRating > 0 ? hoverRating : form.values.rating;
  const ratingLabel = t(`about.feedback.ratingLabels.${RATING_LABEL_KEYS[shownRating] ?? 'select'}`);

  return (
    <>
      <Paper
        component="form"
        noValidate
        aria-label={t('about.feedback.formLabel')}
        data-testid="feedback-form"
        data-highlighted={highlighted ? 'true' : 'false'}
        className={highlighted ? 'is-highlighted' : undefined}
        onSubmit={(event) => void form.submit(event)}
        elevation={0}
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          border: '1px solid rgba(14, 26, 43, 0.1)',
          boxShadow: '0 24px 60px rgba(14, 26, 43, 0.08)',
          outline: '3px solid transparent',
          outlineOffset: 4,
          transition: 'outline-color 300ms ease, box-shadow 300ms ease',
          '&.is-highlighted': {
            outlineColor: BRAND.teal,
            boxShadow: `0 0 0 8px ${BRAND.teal}33, 0 24px 60px rgba(14, 26, 43, 0.12)`,
          },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField
            id="feedback-name"
            label={t('about.feedback.fields.name')}
            required
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: FEEDBACK_NAME_MAX_LENGTH } }}
            value={form.values.name}
            onChange={(event) => form.change('name', event.target.value)}
            onBlur={() => form.blur('name')}
            error={Boolean(form.visibleError('name'))}
            helperText={form.visibleError('name') ?? ' '}
          />
          <TextField
            id="feedback-email"
            type="email"
            label={t('about.feedback.fields.email')}
            required
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: FEEDBACK_EMAIL_MAX_LENGTH } }}
            value={form.values.email}
            onChange={(event) => form.change('email', event.target.value)}
            onBlur={() => form.blur('email')}
            error={Boolean(form.visibleError('email'))}
            helperText={form.visibleError('email') ?? ' '}
          />
          <TextField
            id="feedback-type"
            select
            label={t('about.feedback.fields.type')}
            required
            value={form.values.type}
            onChange={(event) => form.changeType(event.target.value as TFeedbackType)}
            onBlur={() => form.blur('type')}
            error={Boolean(form.visibleError('type'))}
            helperText={form.visibleError('type') ?? ' '}
          >
            {FEEDBACK_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`about.feedback.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box role="group" aria-labelledby="feedback-rating-label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography id="feedback-rating-label" component="span" sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
              {t('about.feedback.fields.rating')}
            </Typography>
            <Rating
              name="feedback-rating"
              size="large"
              max={FEEDBACK_RATING_MAX}
              value={form.values.rating || null}
              onChange={(_event, value) => form.changeRating(value)}
              onChangeActive={(_event, value) => setHoverRating(value)}
              // Rating resets its own hover on a click without reporting it, so the preview is cleared here too.
              onMouseLeave={() => setHoverRating(-1)}
              getLabelText={(value) => t('about.feedback.star', { count: value })}
              sx={{ color: BRAND.amber }}
            />
            <Typography data-testid="feedback-rating-label" aria-live="polite" sx={{ fontSize: '0.85rem', fontWeight: 600, color: shownRating ? BRAND.ink : 'text.secondary' }}>
              {ratingLabel}
            </Typography>
          </Box>
          <TextField
            id="feedback-message"
            label={t('about.feedback.fields.message')}
            required
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX_LENGTH } }}
            value={form.values.message}
            onChange={(event) => form.change('message', event.target.value)}
            onBlur={() => form.blur('message')}
            error={Boolean(form.visibleError('message'))}
            helperText={form.visibleError('message') ?? t('about.feedback.fields.messageHelper', { min: FEEDBACK_MESSAGE_MIN_LENGTH })}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!form.canSubmit}
          loading={form.submitting}
          loadingPosition="end"
          endIcon={<Send />}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' }, px: 4, py: 1.25, borderRadius: 2, fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
        >
          {t('about.feedback.submit')}
        </Button>
      </Paper>
      <FeedbackNotification notification={form.notification} closeLabel={t('about.feedback.closeNotification')} onClose={form.closeNotification} />
    </>
  );
};
