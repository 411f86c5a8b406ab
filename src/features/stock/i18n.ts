import type { Catalog } from '../../i18n/i18n';

export const catalog = {
  en: {
    // ---- scanning: SKU, barcode or reference; failed scans; feedback; camera (issue 16, helper A)
    scanning: {
      severalStatus_one: '“{{code}}” matches {{count}} product: choose it below.',
      severalStatus_other:
        '“{{code}}” matches {{count}} products: choose one below. Nothing was added yet.',
      unknown:
        'No product has the SKU, barcode or reference “{{code}}”. Nothing was added; it is listed under failed scans.',
      failed:
        '“{{code}}” could not be looked up (the service did not answer). Nothing was added; it is listed under failed scans.',
    },
    failed: {
      title_one: '{{count}} failed scan',
      title_other: '{{count}} failed scans',
      dismissAll: 'Dismiss all',
      jump_one: '{{count}} failed scan: see the list',
      jump_other: '{{count}} failed scans: see the list',
      dismiss: 'Dismiss failed scan {{code}}',
      reason: {
        unknown: 'no product has this SKU, barcode or reference',
        failed: 'the service did not answer',
        notChosen: 'several products match; none was chosen',
      },
    },
    feedback: {
      label: 'Scan feedback',
      sound: 'Sound',
      vibration: 'Vibration',
    },
    camera: {
      button: 'Scan with camera',
      title: 'Scan with camera',
      preview: 'Camera preview',
      starting: 'Starting the camera…',
      scanning: 'Point the camera at a barcode or QR code and hold it steady.',
      close: 'Close',
      problem: {
        denied:
          'Camera access was refused. Allow the camera for this site in the browser’s settings, or scan or type the code in the scan field.',
        noCamera:
          'This device has no camera the browser can use. Scan or type the code in the scan field instead.',
        insecure: 'The camera only works on a secure (https) address.',
        failed: 'The camera could not be started. Close this and try again, or type the code.',
      },
    },
    // ---- end of helper A's block
    page: {
      title: 'Stock movements',
      subtitle:
        'Receive, ship, reserve and release goods in one batch of up to {{max}} lines. The batch applies whole or not at all.',
    },
    editor: {
      title: 'Batch lines',
      keys: 'Enter: next line · Shift+Enter: line above · Tab: next cell · Ctrl+D: duplicate line · Ctrl+Shift+Backspace: delete line.',
      paste:
        'Paste rows from a spreadsheet into the grid or the scan field, or import a CSV file: with a header row in English or Spanish (SKU, Código, Cantidad, Bodega…), or in the order SKU, warehouse, operation, quantity, reservation, location, unit cost, comment.',
      addLine: 'Add line',
    },
    scan: {
      label: 'Scan or type a SKU, then Enter',
      hint: 'A SKU, a barcode or a reference. Each scan adds a line with quantity 1, or adds 1 to the line just scanned for the same product.',
      warehouse: 'Scan into warehouse',
      operation: 'Scan as',
      added: 'Added {{sku}} ({{name}}), quantity 1.',
      raised: '{{sku}} ({{name}}): quantity now {{quantity}}.',
    },
    import: {
      button: 'Import CSV',
      addedPaste_one: 'Added {{formatted}} line from the pasted rows.',
      addedPaste_other: 'Added {{formatted}} lines from the pasted rows.',
      addedFile_one: 'Added {{formatted}} line from the file.',
      addedFile_other: 'Added {{formatted}} lines from the file.',
      unreadable_one: '{{count}} row could not be read and was not added:',
      unreadable_other: '{{count}} rows could not be read and were not added:',
      rowError: 'Row {{row}}: {{reason}} ({{text}})',
      problem: {
        skuMissing: 'the SKU is missing',
        skuTooLong: 'the SKU is too long',
        operation: 'the operation “{{value}}” is neither add nor remove',
        quantityMissing: 'the quantity is missing',
        quantity: 'the quantity “{{value}}” is not a number greater than zero',
        quantityDecimals: 'the quantity “{{value}}” has more than 6 decimals',
        reservation: 'the reservation “{{value}}” is not none, reserve or release',
        reservationNotAllowed:
          '“{{value}}” cannot go with {{operation}} (reserve goes with add, release with remove)',
        unitCost: 'the unit cost “{{value}}” is not an amount of zero or more',
        unitCostOnRemove: 'a unit cost only goes with add',
        tooLong: 'the {{column}} is too long',
        tooManyColumns: 'it has {{count}} columns',
        tooManyRows: 'only the first {{max}} rows are read',
      },
    },
    draft: {
      discard: 'Discard draft',
      discardTitle: 'Discard this draft?',
      discardConfirm: 'Discard draft',
      discardBody_one: 'Its {{count}} line is removed from this browser. This cannot be undone.',
      discardBody_other:
        'Its {{count}} lines are removed from this browser. This cannot be undone.',
    },
    grid: {
      sent: 'Sends {{value}}',
      label: 'Movement lines',
      cellLabel: '{{field}}, line {{line}}',
      productFacts: '{{name}} · available {{available}} · reserved {{reserved}}',
      lookingUp: 'Looking up the SKU…',
      typedWarehouse: 'Not in the configured list',
      line: 'Line',
      productPlaceholder: 'Name or SKU',
      duplicate: 'Duplicate line {{line}}',
      duplicateHint: 'Duplicate line (Ctrl+D)',
      delete: 'Delete line {{line}}',
      deleteHint: 'Delete line (Ctrl+Shift+Backspace)',
      actions: 'Line actions',
      deleted: 'Line {{line}} deleted.',
      undo: 'Undo',
    },
    fields: {
      warehouse: 'Warehouse',
      product: 'Product',
      operation: 'Operation',
      quantity: 'Quantity',
      reservation: 'Reservation',
      location: 'Location',
      unitCost: 'Unit cost',
      comment: 'Comment',
    },
    operation: {
      add: 'Add',
      remove: 'Remove',
      reserveOnHand: 'Reserve on hand',
      releaseOnHand: 'Release (keep on hand)',
    },
    reservation: { none: 'None', reserve: 'Reserve', release: 'Release' },
    picker: {
      label: 'Products',
      available: 'available {{value}}',
      reserved: 'reserved {{value}}',
    },
    errors: {
      tooLong: 'Too long.',
      reservationNotAllowed: 'Reserve goes with add; release goes with remove.',
      unknownSku: 'No product has the SKU, barcode or reference “{{sku}}”.',
      lookupFailed: 'The SKU “{{sku}}” could not be looked up. Leave the cell to try again.',
      productRequired: 'Choose a product.',
      choose:
        'Choose a product from the list, or type its exact SKU (a barcode or reference several products share needs the choice).',
    },
    summary: {
      title: 'Summary',
      count_one: '{{formatted}} line (at most {{max}})',
      count_other: '{{formatted}} lines (at most {{max}})',
      pending_one: 'looking up the product of {{count}} line…',
      pending_other: 'looking up the products of {{count}} lines…',
      totalsLabel: 'Totals per warehouse',
      lines: 'Lines',
      added: 'Added',
      removed: 'Removed',
      reserved: 'Reserved',
      released: 'Released',
      issues_one: '{{count}} line needs attention:',
      issues_other: '{{count}} lines need attention:',
      issue: 'Line {{line}}, {{field}}: {{message}}',
      more_one: 'and {{count}} more line.',
      more_other: 'and {{count}} more lines.',
      warnings_one:
        '{{count}} line takes more than the product has (by the stock figures of the product search):',
      warnings_other:
        '{{count}} lines take more than the product has (by the stock figures of the product search):',
      warning: 'Line {{line}} ({{sku}}): {{message}}',
    },
    problems: {
      empty: 'The batch has no lines yet. Scan, paste or type at least one.',
      tooMany_one:
        'A batch holds at most {{max}} lines; this one has {{total}}. Remove {{extra}} line or apply them in two batches. Nothing was sent.',
      tooMany_other:
        'A batch holds at most {{max}} lines; this one has {{total}}. Remove {{extra}} lines or apply them in two batches. Nothing was sent.',
      invalid_one:
        '{{count}} line needs attention before the batch can be applied. Nothing was sent.',
      invalid_other:
        '{{count}} lines need attention before the batch can be applied. Nothing was sent.',
      pending_one: '{{count}} line is still waiting for its SKU lookup. Try again in a moment.',
      pending_other:
        '{{count}} lines are still waiting for their SKU lookup. Try again in a moment.',
    },
    apply: {
      button: 'Apply batch…',
      applying: 'Applying…',
      confirm: 'Apply batch',
      confirmTitle_one: 'Apply {{lines}} line?',
      confirmTitle_other: 'Apply {{lines}} lines?',
      confirmBody: 'These movements are sent as one batch:',
      warningHelp:
        'The service refuses the whole batch if a line takes more than there is. You can still send it.',
      atomic: 'Either every line applies, or none does.',
      keptEdits:
        'The batch was applied. The lines you changed while it was being sent are kept as a new draft.',
      newKey: 'Send as a new batch',
      keyReusedText:
        'These lines differ from the batch sent before. The earlier attempt may have been applied. Check the stock first; to send these lines anyway, send them as a new batch.',
      refusedTitle: 'The batch was refused: nothing was applied',
      maybeAppliedTitle: 'The batch may or may not have been applied',
      failedTitle: 'The batch could not be applied',
    },
    results: {
      title: 'Batch applied',
      subtitle_one:
        '{{lines}} line applied. Stock and reserved per warehouse and product ({{pairs}}):',
      subtitle_other:
        '{{lines}} lines applied. Stock and reserved per warehouse and product ({{pairs}}):',
      stock: 'Stock',
      reserved: 'Reserved',
      before: 'Before',
      after: 'After',
      difference: 'Change',
      showAll: 'Show all {{count}} rows',
      showFirst: 'Show the first {{count}} rows',
      dismiss: 'Hide results',
    },
    recent: {
      title: 'Recent batches',
      subtitle: 'Applied in this browser tab since you signed in.',
      empty: 'No batch applied yet in this session.',
      item_one: '{{when}} · {{lines}} line · {{pairs}} warehouse products',
      item_other: '{{when}} · {{lines}} lines · {{pairs}} warehouse products',
    },
    // ---- warehouse floor: warehouses by name, sheets and their columns, availability, on-hand operations (issue 16, helper B)
    warehouses: {
      unknown: 'No configured warehouse is “{{warehouse}}”. Type a warehouse’s id or name.',
    },
    availability: {
      factsTotal:
        'available {{available}} (total in all warehouses) · reserved {{reserved}} · {{name}}',
      factsWarehouse:
        'available {{available}} in {{warehouse}} ({{when}}) · reserved {{reserved}} · {{name}}',
      removeBeyond: 'Removes {{quantity}}, but only {{have}} available {{where}}.',
      reserveBeyond:
        'Reserves {{quantity}} on hand, but only {{have}} available (unreserved) {{where}}.',
      releaseBeyond: 'Releases {{quantity}}, but only {{have}} reserved {{where}}.',
      whereTotal: 'in all warehouses together',
      whereWarehouse: 'in {{warehouse}} as of {{when}}',
      warnings_one:
        '{{count}} line takes more than the product has, by the figures the console knows:',
      warnings_other:
        '{{count}} lines take more than the product has, by the figures the console knows:',
      totalOnly_one:
        '{{count}} line takes stock or a reservation from a warehouse whose own figure the console does not know (only the total of all warehouses): the service may still refuse the batch.',
      totalOnly_other:
        '{{count}} lines take stock or a reservation from warehouses whose own figure the console does not know (only the total of all warehouses): the service may still refuse the batch.',
    },
    onHand: {
      meaning: {
        'add-reserve': 'Goods received already reserved: stock and reserved both go up.',
        'remove-release': 'Reserved goods leave: stock and reserved both go down.',
        reserveOnHand: 'Stock on the shelf gets reserved: stock stays, reserved goes up.',
        releaseOnHand:
          'The reservation is released, the goods stay: stock stays, reserved goes down.',
      },
      reservation: {
        reserveOnHand: 'Reserve (on hand)',
        releaseOnHand: 'Release (on hand)',
      },
    },
    sheets: {
      title: 'Which column is which?',
      body: 'The columns of this sheet are not the usual ones. Choose what each column holds; columns set to “Ignore” are not read. Rows without a warehouse go to {{warehouse}}; rows without an operation are “{{operation}}”. Nothing is added until you confirm.',
      header: 'The first row is a header (column names)',
      column: 'Column {{column}}',
      columnNamed: 'Column {{column}}: {{name}}',
      samples: 'For example: {{values}}',
      noSamples: 'Empty in the first rows',
      ignore: 'Ignore',
      field: {
        sku: 'Product: SKU',
        code: 'Product: barcode (code)',
        reference: 'Product: reference',
        warehouse: 'Warehouse',
        operation: 'Operation',
        quantity: 'Quantity',
        reservation: 'Reservation',
        location: 'Location',
        unitCost: 'Unit cost',
        comment: 'Comment',
      },
      problem: {
        product: 'Choose the column that names the product (its SKU, barcode or reference).',
        quantity: 'Choose the column that holds the quantity.',
        duplicate: 'Each field can come from one column only.',
      },
      preview: 'The first rows, as they will be read',
      previewEmpty: 'No column is read yet.',
      remembered: 'This mapping is remembered for the next sheet with the same header.',
      notRemembered: 'Without a header row, the mapping is not remembered.',
      confirm: 'Add the rows',
      columnIs: 'column {{column}} = {{field}}',
      rememberedUsed: 'Columns read as you mapped them before: {{columns}}.',
      unreadGate_one:
        'The batch cannot be applied while {{count}} row of the sheet is not read: fix it in the sheet and paste it again, or leave it out.',
      unreadGate_other:
        'The batch cannot be applied while {{count}} rows of the sheet are not read: fix them in the sheet and paste them again, or leave them out.',
      leaveOut_one: 'Leave out {{count}} row',
      leaveOut_other: 'Leave out {{count}} rows',
      problemUnread_one:
        '{{count}} row of a pasted sheet could not be read. Fix it and paste it again, or leave it out, before applying. Nothing was sent.',
      problemUnread_other:
        '{{count}} rows of a pasted sheet could not be read. Fix them and paste them again, or leave them out, before applying. Nothing was sent.',
    },
  },
  es: {
    // ---- escaneo: SKU, código de barras o referencia; escaneos fallidos; avisos; cámara (issue 16, helper A)
    scanning: {
      severalStatus_one: '«{{code}}» coincide con {{count}} producto: elígelo abajo.',
      severalStatus_other:
        '«{{code}}» coincide con {{count}} productos: elige uno abajo. Aún no se agregó nada.',
      unknown:
        'Ningún producto tiene el SKU, código de barras o referencia «{{code}}». No se agregó nada; queda en los escaneos fallidos.',
      failed:
        'No se pudo buscar «{{code}}» (el servicio no respondió). No se agregó nada; queda en los escaneos fallidos.',
    },
    failed: {
      title_one: '{{count}} escaneo fallido',
      title_other: '{{count}} escaneos fallidos',
      dismissAll: 'Descartar todos',
      jump_one: '{{count}} escaneo fallido: ver la lista',
      jump_other: '{{count}} escaneos fallidos: ver la lista',
      dismiss: 'Descartar el escaneo fallido {{code}}',
      reason: {
        unknown: 'ningún producto tiene este SKU, código de barras o referencia',
        failed: 'el servicio no respondió',
        notChosen: 'coinciden varios productos; no se eligió ninguno',
      },
    },
    feedback: {
      label: 'Avisos de escaneo',
      sound: 'Sonido',
      vibration: 'Vibración',
    },
    camera: {
      button: 'Escanear con la cámara',
      title: 'Escanear con la cámara',
      preview: 'Vista de la cámara',
      starting: 'Encendiendo la cámara…',
      scanning: 'Apunta la cámara a un código de barras o QR y mantenla quieta.',
      close: 'Cerrar',
      problem: {
        denied:
          'Se negó el acceso a la cámara. Permite la cámara para este sitio en la configuración del navegador, o escanea o escribe el código en el campo de escaneo.',
        noCamera:
          'Este dispositivo no tiene una cámara que el navegador pueda usar. Escanea o escribe el código en el campo de escaneo.',
        insecure: 'La cámara solo funciona en una dirección segura (https).',
        failed:
          'No se pudo encender la cámara. Cierra esto e inténtalo de nuevo, o escribe el código.',
      },
    },
    // ---- fin del bloque del helper A
    page: {
      title: 'Movimientos de inventario',
      subtitle:
        'Recibe, despacha, reserva y libera mercancía en un lote de hasta {{max}} líneas. El lote se aplica completo o no se aplica.',
    },
    editor: {
      title: 'Líneas del lote',
      keys: 'Enter: línea siguiente · Mayús+Enter: línea anterior · Tab: celda siguiente · Ctrl+D: duplicar línea · Ctrl+Mayús+Retroceso: borrar línea.',
      paste:
        'Pega filas de una hoja de cálculo en la tabla o en el campo de escaneo, o importa un archivo CSV: con una fila de encabezado en español o inglés (SKU, Código, Cantidad, Bodega…), o en el orden SKU, bodega, operación, cantidad, reserva, ubicación, costo unitario, comentario.',
      addLine: 'Agregar línea',
    },
    scan: {
      label: 'Escanea o escribe un SKU y pulsa Enter',
      hint: 'Un SKU, un código de barras o una referencia. Cada escaneo agrega una línea con cantidad 1, o suma 1 a la línea recién escaneada del mismo producto.',
      warehouse: 'Escanear en bodega',
      operation: 'Escanear como',
      added: 'Se agregó {{sku}} ({{name}}), cantidad 1.',
      raised: '{{sku}} ({{name}}): cantidad ahora {{quantity}}.',
    },
    import: {
      button: 'Importar CSV',
      addedPaste_one: 'Se agregó {{formatted}} línea de las filas pegadas.',
      addedPaste_other: 'Se agregaron {{formatted}} líneas de las filas pegadas.',
      addedFile_one: 'Se agregó {{formatted}} línea del archivo.',
      addedFile_other: 'Se agregaron {{formatted}} líneas del archivo.',
      unreadable_one: '{{count}} fila no se pudo leer y no se agregó:',
      unreadable_other: '{{count}} filas no se pudieron leer y no se agregaron:',
      rowError: 'Fila {{row}}: {{reason}} ({{text}})',
      problem: {
        skuMissing: 'falta el SKU',
        skuTooLong: 'el SKU es demasiado largo',
        operation: 'la operación «{{value}}» no es agregar ni quitar',
        quantityMissing: 'falta la cantidad',
        quantity: 'la cantidad «{{value}}» no es un número mayor que cero',
        quantityDecimals: 'la cantidad «{{value}}» tiene más de 6 decimales',
        reservation: 'la reserva «{{value}}» no es ninguna, reservar ni liberar',
        reservationNotAllowed:
          '«{{value}}» no va con {{operation}} (reservar va con agregar, liberar con quitar)',
        unitCost: 'el costo unitario «{{value}}» no es un valor de cero o más',
        unitCostOnRemove: 'el costo unitario solo va con agregar',
        tooLong: 'el campo {{column}} es demasiado largo',
        tooManyColumns: 'tiene {{count}} columnas',
        tooManyRows: 'solo se leen las primeras {{max}} filas',
      },
    },
    draft: {
      discard: 'Descartar borrador',
      discardTitle: '¿Descartar este borrador?',
      discardConfirm: 'Descartar borrador',
      discardBody_one: 'Su {{count}} línea se borra de este navegador. No se puede deshacer.',
      discardBody_other: 'Sus {{count}} líneas se borran de este navegador. No se puede deshacer.',
    },
    grid: {
      sent: 'Envía {{value}}',
      label: 'Líneas de movimiento',
      cellLabel: '{{field}}, línea {{line}}',
      productFacts: '{{name}} · disponible {{available}} · reservado {{reserved}}',
      lookingUp: 'Buscando el SKU…',
      typedWarehouse: 'No está en la lista configurada',
      line: 'Línea',
      productPlaceholder: 'Nombre o SKU',
      duplicate: 'Duplicar línea {{line}}',
      duplicateHint: 'Duplicar línea (Ctrl+D)',
      delete: 'Borrar línea {{line}}',
      deleteHint: 'Borrar línea (Ctrl+Mayús+Retroceso)',
      actions: 'Acciones de la línea',
      deleted: 'Se borró la línea {{line}}.',
      undo: 'Deshacer',
    },
    fields: {
      warehouse: 'Bodega',
      product: 'Producto',
      operation: 'Operación',
      quantity: 'Cantidad',
      reservation: 'Reserva',
      location: 'Ubicación',
      unitCost: 'Costo unitario',
      comment: 'Comentario',
    },
    operation: {
      add: 'Agregar',
      remove: 'Quitar',
      reserveOnHand: 'Reservar en bodega',
      releaseOnHand: 'Liberar (queda en bodega)',
    },
    reservation: { none: 'Ninguna', reserve: 'Reservar', release: 'Liberar' },
    picker: {
      label: 'Productos',
      available: 'disponible {{value}}',
      reserved: 'reservado {{value}}',
    },
    errors: {
      tooLong: 'Demasiado largo.',
      reservationNotAllowed: 'Reservar va con agregar; liberar va con quitar.',
      unknownSku: 'Ningún producto tiene el SKU, código de barras o referencia «{{sku}}».',
      lookupFailed: 'No se pudo buscar el SKU «{{sku}}». Sal de la celda para intentarlo de nuevo.',
      productRequired: 'Elige un producto.',
      choose:
        'Elige un producto de la lista o escribe su SKU exacto (un código de barras o una referencia que comparten varios productos requiere elegir).',
    },
    summary: {
      title: 'Resumen',
      count_one: '{{formatted}} línea (máximo {{max}})',
      count_other: '{{formatted}} líneas (máximo {{max}})',
      pending_one: 'buscando el producto de {{count}} línea…',
      pending_other: 'buscando los productos de {{count}} líneas…',
      totalsLabel: 'Totales por bodega',
      lines: 'Líneas',
      added: 'Agregado',
      removed: 'Quitado',
      reserved: 'Reservado',
      released: 'Liberado',
      issues_one: '{{count}} línea necesita atención:',
      issues_other: '{{count}} líneas necesitan atención:',
      issue: 'Línea {{line}}, {{field}}: {{message}}',
      more_one: 'y {{count}} línea más.',
      more_other: 'y {{count}} líneas más.',
      warnings_one:
        '{{count}} línea toma más de lo que tiene el producto (según las existencias de la búsqueda de productos):',
      warnings_other:
        '{{count}} líneas toman más de lo que tiene el producto (según las existencias de la búsqueda de productos):',
      warning: 'Línea {{line}} ({{sku}}): {{message}}',
    },
    problems: {
      empty: 'El lote aún no tiene líneas. Escanea, pega o escribe al menos una.',
      tooMany_one:
        'Un lote admite como máximo {{max}} líneas; este tiene {{total}}. Quita {{extra}} línea o aplícalas en dos lotes. No se envió nada.',
      tooMany_other:
        'Un lote admite como máximo {{max}} líneas; este tiene {{total}}. Quita {{extra}} líneas o aplícalas en dos lotes. No se envió nada.',
      invalid_one: '{{count}} línea necesita atención antes de aplicar el lote. No se envió nada.',
      invalid_other:
        '{{count}} líneas necesitan atención antes de aplicar el lote. No se envió nada.',
      pending_one:
        '{{count}} línea aún espera la búsqueda de su SKU. Inténtalo de nuevo en un momento.',
      pending_other:
        '{{count}} líneas aún esperan la búsqueda de su SKU. Inténtalo de nuevo en un momento.',
    },
    apply: {
      button: 'Aplicar lote…',
      applying: 'Aplicando…',
      confirm: 'Aplicar lote',
      confirmTitle_one: '¿Aplicar {{lines}} línea?',
      confirmTitle_other: '¿Aplicar {{lines}} líneas?',
      confirmBody: 'Estos movimientos se envían como un solo lote:',
      warningHelp:
        'El servicio rechaza todo el lote si una línea toma más de lo que hay. Aun así puedes enviarlo.',
      atomic: 'O se aplican todas las líneas, o ninguna.',
      keptEdits:
        'El lote se aplicó. Las líneas que cambiaste mientras se enviaba quedan como un borrador nuevo.',
      newKey: 'Enviar como lote nuevo',
      keyReusedText:
        'Estas líneas difieren del lote enviado antes. El intento anterior pudo haberse aplicado. Revisa primero las existencias; para enviar estas líneas de todos modos, envíalas como un lote nuevo.',
      refusedTitle: 'El lote fue rechazado: no se aplicó nada',
      maybeAppliedTitle: 'El lote pudo o no haberse aplicado',
      failedTitle: 'No se pudo aplicar el lote',
    },
    results: {
      title: 'Lote aplicado',
      subtitle_one:
        'Se aplicó {{lines}} línea. Existencias y reservas por bodega y producto ({{pairs}}):',
      subtitle_other:
        'Se aplicaron {{lines}} líneas. Existencias y reservas por bodega y producto ({{pairs}}):',
      stock: 'Existencias',
      reserved: 'Reservado',
      before: 'Antes',
      after: 'Después',
      difference: 'Cambio',
      showAll: 'Mostrar las {{count}} filas',
      showFirst: 'Mostrar las primeras {{count}} filas',
      dismiss: 'Ocultar resultados',
    },
    recent: {
      title: 'Lotes recientes',
      subtitle: 'Aplicados en esta pestaña desde que iniciaste sesión.',
      empty: 'Aún no se ha aplicado ningún lote en esta sesión.',
      item_one: '{{when}} · {{lines}} línea · {{pairs}} productos por bodega',
      item_other: '{{when}} · {{lines}} líneas · {{pairs}} productos por bodega',
    },
    // ---- warehouse floor: warehouses by name, sheets and their columns, availability, on-hand operations (issue 16, helper B)
    warehouses: {
      unknown:
        'No hay ninguna bodega configurada «{{warehouse}}». Escribe el id o el nombre de una bodega.',
    },
    availability: {
      factsTotal:
        'disponible {{available}} (total en todas las bodegas) · reservado {{reserved}} · {{name}}',
      factsWarehouse:
        'disponible {{available}} en {{warehouse}} ({{when}}) · reservado {{reserved}} · {{name}}',
      removeBeyond: 'Quita {{quantity}}, pero solo hay {{have}} disponibles {{where}}.',
      reserveBeyond:
        'Reserva {{quantity}} en bodega, pero solo hay {{have}} disponibles (sin reservar) {{where}}.',
      releaseBeyond: 'Libera {{quantity}}, pero solo hay {{have}} reservados {{where}}.',
      whereTotal: 'sumando todas las bodegas',
      whereWarehouse: 'en {{warehouse}} a las {{when}}',
      warnings_one:
        '{{count}} línea toma más de lo que tiene el producto, según las cifras que conoce la consola:',
      warnings_other:
        '{{count}} líneas toman más de lo que tiene el producto, según las cifras que conoce la consola:',
      totalOnly_one:
        '{{count}} línea toma existencias o reservas de una bodega cuya cifra propia la consola no conoce (solo el total de todas las bodegas): el servicio aún puede rechazar el lote.',
      totalOnly_other:
        '{{count}} líneas toman existencias o reservas de bodegas cuya cifra propia la consola no conoce (solo el total de todas las bodegas): el servicio aún puede rechazar el lote.',
    },
    onHand: {
      meaning: {
        'add-reserve': 'Mercancía que llega ya reservada: suben las existencias y lo reservado.',
        'remove-release': 'Sale mercancía reservada: bajan las existencias y lo reservado.',
        reserveOnHand:
          'Se reserva lo que ya está en la estantería: las existencias no cambian, lo reservado sube.',
        releaseOnHand:
          'Se libera la reserva y la mercancía se queda: las existencias no cambian, lo reservado baja.',
      },
      reservation: {
        reserveOnHand: 'Reservar (en bodega)',
        releaseOnHand: 'Liberar (en bodega)',
      },
    },
    sheets: {
      title: '¿Qué columna es cuál?',
      body: 'Las columnas de esta hoja no son las habituales. Elige qué tiene cada columna; las columnas en «Ignorar» no se leen. Las filas sin bodega van a {{warehouse}}; las filas sin operación son «{{operation}}». No se agrega nada hasta que confirmes.',
      header: 'La primera fila es un encabezado (nombres de columna)',
      column: 'Columna {{column}}',
      columnNamed: 'Columna {{column}}: {{name}}',
      samples: 'Por ejemplo: {{values}}',
      noSamples: 'Vacía en las primeras filas',
      ignore: 'Ignorar',
      field: {
        sku: 'Producto: SKU',
        code: 'Producto: código de barras (código)',
        reference: 'Producto: referencia',
        warehouse: 'Bodega',
        operation: 'Operación',
        quantity: 'Cantidad',
        reservation: 'Reserva',
        location: 'Ubicación',
        unitCost: 'Costo unitario',
        comment: 'Comentario',
      },
      problem: {
        product:
          'Elige la columna que identifica el producto (su SKU, código de barras o referencia).',
        quantity: 'Elige la columna que tiene la cantidad.',
        duplicate: 'Cada campo puede venir de una sola columna.',
      },
      preview: 'Las primeras filas, tal como se leerán',
      previewEmpty: 'Aún no se lee ninguna columna.',
      remembered: 'Esta asignación se recuerda para la próxima hoja con el mismo encabezado.',
      notRemembered: 'Sin fila de encabezado, la asignación no se recuerda.',
      confirm: 'Agregar las filas',
      columnIs: 'columna {{column}} = {{field}}',
      rememberedUsed: 'Columnas leídas como las asignaste antes: {{columns}}.',
      unreadGate_one:
        'El lote no se puede aplicar mientras {{count}} fila de la hoja no se lea: corrígela en la hoja y pégala de nuevo, o déjala fuera.',
      unreadGate_other:
        'El lote no se puede aplicar mientras {{count}} filas de la hoja no se lean: corrígelas en la hoja y pégalas de nuevo, o déjalas fuera.',
      leaveOut_one: 'Dejar fuera {{count}} fila',
      leaveOut_other: 'Dejar fuera {{count}} filas',
      problemUnread_one:
        '{{count}} fila de una hoja pegada no se pudo leer. Corrígela y pégala de nuevo, o déjala fuera, antes de aplicar. No se envió nada.',
      problemUnread_other:
        '{{count}} filas de una hoja pegada no se pudieron leer. Corrígelas y pégalas de nuevo, o déjalas fuera, antes de aplicar. No se envió nada.',
    },
  },
} satisfies Catalog;
