import { friendlyPartName, type TDisplayStatus, type TLocale, type TSeverityKey, tokenizePartName } from '@cda/contract';

/** Every word the PDF prints, in the two languages the product speaks (spec 001: en and ru). */
export type TPdfTexts = {
  title: string;
  reportNumber: (id: number) => string;
  generated: (date: string) => string;
  summary: string;
  car: string;
  plate: string;
  date: string;
  status: string;
  photos: string;
  damages: string;
  total: string;
  ruleNote: string;
  notSet: string;
  statuses: Record<TDisplayStatus, string>;
  severities: Record<TSeverityKey, string>;
  photoHeading: (number: number, count: number) => string;
  annotated: string;
  original: string;
  noImage: string;
  noDamagesOnPhoto: string;
  noPhotos: string;
  columns: { part: string; type: string; severity: string; cost: string; area: string; description: string };
  areaUnit: string;
  estimate: string;
  estimateLines: string;
  damageCount: string;
  replacement: string;
  repair: string;
  ignoredNote: string;
  recordedLine: string;
  damageHeading: (number: number, part: string) => string;
  affectedParts: string;
  affectedPartsNote: string;
  partCount: (count: number, percent: number) => string;
  diagram: string;
  diagramNote: string;
  front: string;
  rear: string;
  noDamages: string;
  page: (number: number, count: number) => string;
  parts: Record<string, string>;
};

const EN: TPdfTexts = {
  title: 'Damage assessment report',
  reportNumber: (id) => `Report #${id}`,
  generated: (date) => `Generated ${date}`,
  summary: 'Summary',
  car: 'Car',
  plate: 'License plate',
  date: 'Date',
  status: 'Status',
  photos: 'Photos',
  damages: 'Damages found',
  total: 'Total estimate',
  ruleNote: "Replacement rule applied: where a part is replaced, the replacement's cost replaces the part's total and its repair costs are ignored.",
  notSet: 'Not set',
  statuses: { completed: 'Completed', processing: 'Processing', created: 'Created', photos_added: 'Photos Added', failed: 'Failed', pending: 'Pending' },
  severities: { High: 'High', Average: 'Average', Low: 'Low', other: 'Other' },
  photoHeading: (number, count) => `Photo ${number} of ${count}`,
  annotated: 'damages marked by the analysis',
  original: 'original photo (no annotated version)',
  noImage: 'The image of this photo is not available.',
  noDamagesOnPhoto: 'No damage found on this photo.',
  noPhotos: 'This report has no photos.',
  columns: { part: 'Part', type: 'Type', severity: 'Severity', cost: 'Cost', area: 'Area', description: 'Description' },
  areaUnit: 'sq. units',
  estimate: 'Cost estimate',
  estimateLines: 'How each damage was costed',
  damageCount: 'Damages',
  replacement: 'Replacement',
  repair: 'Repair',
  ignoredNote: 'Not counted: the part is replaced',
  recordedLine: 'Recorded cost of the damage (no breakdown stored)',
  damageHeading: (number, part) => `Damage ${number}: ${part}`,
  affectedParts: 'Affected parts',
  affectedPartsNote: 'The 8 parts with the most damages; share of all damages.',
  partCount: (count, percent) => `${count} ${count === 1 ? 'damage' : 'damages'} (${percent}%)`,
  diagram: 'Car diagram',
  diagramNote: 'Top view, front on the left. Each damaged part is marked by a circle split into one sector per damage, coloured by severity.',
  front: 'Front',
  rear: 'Rear',
  noDamages: 'No damages were found in this report.',
  page: (number, count) => `Page ${number} of ${count}`,
  parts: {},
};

/** Russian plural forms: 1 повреждение, 2-4 повреждения, 5-20 повреждений. */
const ruDamages = (count: number) => {
  const tens = count % 100;
  const ones = count % 10;
  if (ones === 1 && tens !== 11) return 'повреждение';
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 'повреждения';
  return 'повреждений';
};

const RU: TPdfTexts = {
  title: 'Отчёт об оценке повреждений',
  reportNumber: (id) => `Отчёт №${id}`,
  generated: (date) => `Сформирован ${date}`,
  summary: 'Сводка',
  car: 'Автомобиль',
  plate: 'Госномер',
  date: 'Дата',
  status: 'Статус',
  photos: 'Фото',
  damages: 'Найдено повреждений',
  total: 'Итоговая оценка',
  ruleNote: 'Применено правило замены: если деталь заменяется, стоимость замены становится итогом по детали, а стоимость её ремонта не учитывается.',
  notSet: 'Не указано',
  statuses: { completed: 'Завершён', processing: 'Обработка', created: 'Создан', photos_added: 'Фото добавлены', failed: 'Ошибка', pending: 'В ожидании' },
  severities: { High: 'Высокая', Average: 'Средняя', Low: 'Низкая', other: 'Другая' },
  photoHeading: (number, count) => `Фото ${number} из ${count}`,
  annotated: 'повреждения отмечены анализом',
  original: 'исходное фото (версии с разметкой нет)',
  noImage: 'Изображение этого фото недоступно.',
  noDamagesOnPhoto: 'На этом фото повреждений не найдено.',
  noPhotos: 'В этом отчёте нет фотографий.',
  columns: { part: 'Деталь', type: 'Тип', severity: 'Степень', cost: 'Стоимость', area: 'Площадь', description: 'Описание' },
  areaUnit: 'кв. ед.',
  estimate: 'Смета',
  estimateLines: 'Из чего складывается стоимость каждого повреждения',
  damageCount: 'Повреждений',
  replacement: 'Замена',
  repair: 'Ремонт',
  ignoredNote: 'Не учитывается: деталь заменяется',
  recordedLine: 'Записанная стоимость повреждения (без разбивки)',
  damageHeading: (number, part) => `Повреждение ${number}: ${part}`,
  affectedParts: 'Повреждённые детали',
  affectedPartsNote: '8 деталей с наибольшим числом повреждений; доля от всех повреждений.',
  partCount: (count, percent) => `${count} ${ruDamages(count)} (${percent}%)`,
  diagram: 'Схема автомобиля',
  diagramNote: 'Вид сверху, перед слева. Каждая повреждённая деталь отмечена кругом, разделённым на секторы по числу повреждений; цвет — степень.',
  front: 'Перед',
  rear: 'Зад',
  noDamages: 'В этом отчёте повреждений не найдено.',
  page: (number, count) => `Стр. ${number} из ${count}`,
  parts: {
    front_bumper: 'Передний бампер',
    back_door: 'Задняя дверь',
    quarter_panel: 'Заднее крыло',
    back_bumper: 'Задний бампер',
    front_door: 'Передняя дверь',
    front_wheel: 'Переднее колесо',
    back_wheel: 'Заднее колесо',
    back_window: 'Заднее боковое стекло',
    trunk: 'Багажник',
    mirror: 'Зеркало',
    rocker_panel: 'Порог',
    grille: 'Решётка радиатора',
    windshield: 'Лобовое стекло',
    front_window: 'Переднее боковое стекло',
    headlight: 'Фара',
    back_windshield: 'Заднее стекло',
    hood: 'Капот',
    fender: 'Переднее крыло',
    tail_light: 'Задний фонарь',
    license_plate: 'Номерной знак',
    roof: 'Крыша',
    car_parts: 'Детали кузова',
    object: 'Объект',
  },
};

export const pdfTexts = (locale: TLocale): TPdfTexts => (locale === 'ru' ? RU : EN);

/** The part's name in the document's language; English (and unknown parts) use the shared friendly name. */
export const partName = (texts: TPdfTexts, raw: string): string => texts.parts[tokenizePartName(raw).join('_')] ?? friendlyPartName(raw);

/** The report date as the reader writes it, in UTC so the same report prints the same everywhere. */
export const formatReportDate = (iso: string, locale: TLocale): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
};
