#ifndef LAMINA_QUANT_SHIM_H
#define LAMINA_QUANT_SHIM_H

/* libimagequant: palettes for GIF encoding, when a frame has more than 256 colours. */
#include <libimagequant.h>

#endif
