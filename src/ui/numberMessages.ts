import type { Catalog } from '../i18n/i18n';

/**
 * Messages of the number rule (src/lib/numbers.ts), in their own namespace so they travel with
 * the forms, not with the key screen. `{{text}}` is what was typed; `{{read}}` the value as the
 * console read it, written the person's way; `{{group}}`, `{{decimal}}` and the examples are
 * those of the language the text was typed in.
 */
export const numberMessages = {
  en: {
    notNumber:
      '“{{text}}” is not a number. Write digits, with “{{group}}” between thousands and “{{decimal}}” before decimals, as in {{example}}.',
    groups:
      '“{{text}}” cannot be read: “{{group}}” separates thousands in groups of three ({{thousands}}), and decimals go after “{{decimal}}” ({{half}}).',
    decimalMarks: '“{{text}}” has more than one decimal mark “{{decimal}}”.',
    groupAfterDecimal:
      '“{{text}}” cannot be read: “{{decimal}}” marks the decimals and “{{group}}” separates thousands, as in {{example}}.',
    decimals_one: 'Read as {{read}}: use at most 1 decimal.',
    decimals_other: 'Read as {{read}}: use at most {{count}} decimals.',
    whole: 'Read as {{read}}: enter a whole number.',
    wholeUnits: 'Read as {{read}}: this is counted in whole units, without decimals.',
    negative: 'Read as {{read}}: must be zero or more.',
    positive: 'Read as {{read}}: must be greater than zero.',
    max: 'Read as {{read}}: at most {{max}}.',
    required: 'This field is required.',
    sent: 'Number sent: {{value}}',
  },
  es: {
    notNumber:
      '«{{text}}» no es un número. Escribe cifras, con «{{group}}» entre miles y «{{decimal}}» antes de los decimales, como en {{example}}.',
    groups:
      '«{{text}}» no se puede leer: «{{group}}» separa los miles de tres en tres ({{thousands}}) y los decimales van después de «{{decimal}}» ({{half}}).',
    decimalMarks: '«{{text}}» tiene más de una coma decimal «{{decimal}}».',
    groupAfterDecimal:
      '«{{text}}» no se puede leer: «{{decimal}}» marca los decimales y «{{group}}» separa los miles, como en {{example}}.',
    decimals_one: 'Leído como {{read}}: usa como máximo 1 decimal.',
    decimals_other: 'Leído como {{read}}: usa como máximo {{count}} decimales.',
    whole: 'Leído como {{read}}: escribe un número entero.',
    wholeUnits: 'Leído como {{read}}: se cuenta en unidades enteras, sin decimales.',
    negative: 'Leído como {{read}}: debe ser cero o más.',
    positive: 'Leído como {{read}}: debe ser mayor que cero.',
    max: 'Leído como {{read}}: como máximo {{max}}.',
    required: 'Este campo es obligatorio.',
    sent: 'Número enviado: {{value}}',
  },
} satisfies Catalog;
