import { code128, drawingSVG } from 'bwip-js/browser';

/*
 * The packing slip's barcodes, drawn in the browser by bwip-js (Barcode Writer in Pure
 * PostScript). Only Code 128 is imported, so the bundler leaves the other hundred symbologies
 * out (a QR Code as well would add 16 kB gzip, over the 60 kB a lazy part may weigh; hardware
 * scanners and the camera decoders all read Code 128); this module is loaded with a dynamic
 * import() when a slip opens, never with the order page.
 */

export interface SlipBarcodes {
  /** An SVG document, black on white. */
  code128: string;
}

/** Code 128 of `text`, with its quiet zones. Throws when `text` cannot be encoded. */
export function drawBarcodes(text: string): SlipBarcodes {
  return {
    code128: code128(
      { bcid: 'code128', text, height: 14, scale: 2, paddingwidth: 10, backgroundcolor: 'FFFFFF' },
      drawingSVG(),
    ),
  };
}
