import type { Catalog } from '../../i18n/i18n';

/**
 * Strings of the stock page's lazy parts (namespace `stock`, merged with i18n.ts): the choice
 * among several products a scan matched, and the question of a sheet's convention. Registered
 * by those modules, which the page's first paint does not draw.
 */
export const catalog = {
  en: {
    choices: {
      title_one: 'A scan needs a choice',
      title_other: '{{count}} scans need a choice',
      prompt: {
        sku_one: 'The SKU “{{code}}” matches {{count}} product:',
        sku_other: 'The SKU “{{code}}” matches {{count}} products. Which one did you scan?',
        code_one: 'The barcode “{{code}}” matches {{count}} product:',
        code_other: 'The barcode “{{code}}” matches {{count}} products. Which one did you scan?',
        reference_one: 'The reference “{{code}}” matches {{count}} product:',
        reference_other:
          'The reference “{{code}}” matches {{count}} products. Which one did you scan?',
      },
      add: 'Add {{name}}',
      facts: 'SKU {{sku}} · available {{available}}',
      none: 'None of these (list as failed)',
    },
    sheet: {
      title: 'How does this sheet write its numbers?',
      body_one:
        'The numbers of {{count}} row can be read two ways. Choose how the sheet writes numbers; nothing is added until you do.',
      body_other:
        'The numbers of {{count}} rows can be read two ways. Choose how the sheet writes numbers; nothing is added until you do.',
      rowsLabel: 'Rows whose numbers read two ways',
      row: 'Row {{row}}: {{cells}}',
      more_one: 'and {{count}} more row',
      more_other: 'and {{count}} more rows',
      readAs: 'As in {{language}}: {{sample}} = {{value}}',
    },
  },
  es: {
    choices: {
      title_one: 'Un escaneo necesita que elijas',
      title_other: '{{count}} escaneos necesitan que elijas',
      prompt: {
        sku_one: 'El SKU «{{code}}» coincide con {{count}} producto:',
        sku_other: 'El SKU «{{code}}» coincide con {{count}} productos. ¿Cuál escaneaste?',
        code_one: 'El código de barras «{{code}}» coincide con {{count}} producto:',
        code_other:
          'El código de barras «{{code}}» coincide con {{count}} productos. ¿Cuál escaneaste?',
        reference_one: 'La referencia «{{code}}» coincide con {{count}} producto:',
        reference_other:
          'La referencia «{{code}}» coincide con {{count}} productos. ¿Cuál escaneaste?',
      },
      add: 'Agregar {{name}}',
      facts: 'SKU {{sku}} · disponible {{available}}',
      none: 'Ninguno de estos (dejar como fallido)',
    },
    sheet: {
      title: '¿Cómo escribe los números esta hoja?',
      body_one:
        'Los números de {{count}} fila se pueden leer de dos maneras. Elige cómo escribe los números la hoja; no se agrega nada hasta que lo hagas.',
      body_other:
        'Los números de {{count}} filas se pueden leer de dos maneras. Elige cómo escribe los números la hoja; no se agrega nada hasta que lo hagas.',
      rowsLabel: 'Filas cuyos números se leen de dos maneras',
      row: 'Fila {{row}}: {{cells}}',
      more_one: 'y {{count}} fila más',
      more_other: 'y {{count}} filas más',
      readAs: 'Como en {{language}}: {{sample}} = {{value}}',
    },
  },
} satisfies Catalog;
