/**
 * Country calling codes (ITU-T E.164) for the mobile registration's area code (SPEC §3 "Phone
 * area codes"). Only the region (ISO 3166-1 alpha-2) and the code are kept here: the country
 * names come from `Intl.DisplayNames` in the interface language, so they need no translation.
 * Regions that share a code (+1, +7, +44 …) are listed separately; the region is the value.
 */
// prettier-ignore
const CALLING_CODES: readonly (readonly [region: string, code: string])[] = [
  ['US', '1'], ['CA', '1'], ['AG', '1'], ['BS', '1'], ['BB', '1'], ['BM', '1'], ['DM', '1'],
  ['DO', '1'], ['GD', '1'], ['JM', '1'], ['KN', '1'], ['LC', '1'], ['VC', '1'], ['TT', '1'],
  ['PR', '1'], ['KY', '1'], ['VG', '1'], ['TC', '1'], ['GU', '1'],
  ['RU', '7'], ['KZ', '7'],
  ['EG', '20'], ['ZA', '27'], ['GR', '30'], ['NL', '31'], ['BE', '32'], ['FR', '33'], ['ES', '34'],
  ['HU', '36'], ['IT', '39'], ['RO', '40'], ['CH', '41'], ['AT', '43'], ['GB', '44'], ['DK', '45'],
  ['SE', '46'], ['NO', '47'], ['PL', '48'], ['DE', '49'],
  ['PE', '51'], ['MX', '52'], ['CU', '53'], ['AR', '54'], ['BR', '55'], ['CL', '56'], ['CO', '57'],
  ['VE', '58'],
  ['MY', '60'], ['AU', '61'], ['ID', '62'], ['PH', '63'], ['NZ', '64'], ['SG', '65'], ['TH', '66'],
  ['JP', '81'], ['KR', '82'], ['VN', '84'], ['CN', '86'],
  ['TR', '90'], ['IN', '91'], ['PK', '92'], ['AF', '93'], ['LK', '94'], ['MM', '95'], ['IR', '98'],
  ['SS', '211'], ['MA', '212'], ['DZ', '213'], ['TN', '216'], ['LY', '218'], ['GM', '220'],
  ['SN', '221'], ['MR', '222'], ['ML', '223'], ['GN', '224'], ['CI', '225'], ['BF', '226'],
  ['NE', '227'], ['TG', '228'], ['BJ', '229'], ['MU', '230'], ['LR', '231'], ['SL', '232'],
  ['GH', '233'], ['NG', '234'], ['TD', '235'], ['CF', '236'], ['CM', '237'], ['CV', '238'],
  ['ST', '239'], ['GQ', '240'], ['GA', '241'], ['CG', '242'], ['CD', '243'], ['AO', '244'],
  ['GW', '245'], ['SC', '248'], ['SD', '249'], ['RW', '250'], ['ET', '251'], ['SO', '252'],
  ['DJ', '253'], ['KE', '254'], ['TZ', '255'], ['UG', '256'], ['BI', '257'], ['MZ', '258'],
  ['ZM', '260'], ['MG', '261'], ['RE', '262'], ['ZW', '263'], ['NA', '264'], ['MW', '265'],
  ['LS', '266'], ['BW', '267'], ['SZ', '268'], ['KM', '269'], ['ER', '291'], ['AW', '297'],
  ['FO', '298'], ['GL', '299'],
  ['GI', '350'], ['PT', '351'], ['LU', '352'], ['IE', '353'], ['IS', '354'], ['AL', '355'],
  ['MT', '356'], ['CY', '357'], ['FI', '358'], ['BG', '359'], ['LT', '370'], ['LV', '371'],
  ['EE', '372'], ['MD', '373'], ['AM', '374'], ['BY', '375'], ['AD', '376'], ['MC', '377'],
  ['SM', '378'], ['UA', '380'], ['RS', '381'], ['ME', '382'], ['XK', '383'], ['HR', '385'],
  ['SI', '386'], ['BA', '387'], ['MK', '389'], ['CZ', '420'], ['SK', '421'], ['LI', '423'],
  ['FK', '500'], ['BZ', '501'], ['GT', '502'], ['SV', '503'], ['HN', '504'], ['NI', '505'],
  ['CR', '506'], ['PA', '507'], ['HT', '509'], ['BO', '591'], ['GY', '592'], ['EC', '593'],
  ['PY', '595'], ['SR', '597'], ['UY', '598'],
  ['TL', '670'], ['BN', '673'], ['NR', '674'], ['PG', '675'], ['TO', '676'], ['SB', '677'],
  ['VU', '678'], ['FJ', '679'], ['PW', '680'], ['WS', '685'], ['KI', '686'], ['NC', '687'],
  ['TV', '688'], ['PF', '689'], ['FM', '691'], ['MH', '692'],
  ['HK', '852'], ['MO', '853'], ['KH', '855'], ['LA', '856'], ['BD', '880'], ['TW', '886'],
  ['MV', '960'], ['LB', '961'], ['JO', '962'], ['SY', '963'], ['IQ', '964'], ['KW', '965'],
  ['SA', '966'], ['YE', '967'], ['OM', '968'], ['PS', '970'], ['AE', '971'], ['IL', '972'],
  ['BH', '973'], ['QA', '974'], ['BT', '975'], ['MN', '976'], ['NP', '977'],
  ['TJ', '992'], ['TM', '993'], ['AZ', '994'], ['GE', '995'], ['KG', '996'], ['UZ', '998'],
];

export interface CallingCodeOption {
  /** The region (ISO 3166-1 alpha-2): the option's value. */
  value: string;
  /** The digits sent as `areaCode`, without the plus. */
  code: string;
  /** "+44 United Kingdom" in the interface language. */
  label: string;
}

/** The calling code of a region, or undefined. */
export function callingCodeOf(region: string): string | undefined {
  return CALLING_CODES.find(([r]) => r === region)?.[1];
}

function regionNames(locale: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region;
  }
}

/** Every calling code, sorted by code (SPEC: +1 upwards), then by country name. */
export function callingCodeOptions(locale: string): CallingCodeOption[] {
  const name = regionNames(locale);
  const collator = new Intl.Collator(locale);
  return CALLING_CODES.map(([region, code]) => ({ region, code, country: name(region) }))
    .sort((a, b) => Number(a.code) - Number(b.code) || collator.compare(a.country, b.country))
    .map(({ region, code, country }) => ({ value: region, code, label: `+${code} ${country}` }));
}
