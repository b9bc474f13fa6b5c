#ifndef LAMINA_GIF_SHIM_H
#define LAMINA_GIF_SHIM_H

/* giflib: GIF decoding and encoding for ImageIO's CGImageSource and CGImageDestination. */
#include <gif_lib.h>

#endif
