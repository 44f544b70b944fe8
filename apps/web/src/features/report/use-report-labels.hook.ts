import { displayArea, friendlyPartName, severityKey } from '@cda/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { partTranslationKey } from './report.logic';

const AREA_UNIT = 'sq. units';

/**
 * Part, damage type, severity and area texts in the page's language. English keeps the spec's texts exactly
 * (friendly part names, 'sq. units'); other languages translate the known words and show unknown ones as stored.
 */
export const useReportLabels = () => {
  const { t } = useTranslation('report');
  const partLabel = useCallback((raw: string) => t(partTranslationKey(raw), { defaultValue: friendlyPartName(raw) }), [t]);
  const typeLabel = useCallback((raw: string) => t(`damageTypes.${raw.trim().toLowerCase()}`, { defaultValue: raw }), [t]);
  const severityLabel = useCallback((severity: string) => t(`severity.${severityKey(severity)}`), [t]);
  const areaLabel = useCallback((area: number) => displayArea(area).replace(AREA_UNIT, t('damages.areaUnit')), [t]);
  return { partLabel, typeLabel, severityLabel, areaLabel };
};
