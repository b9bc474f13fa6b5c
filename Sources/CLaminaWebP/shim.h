#ifndef LAMINA_WEBP_SHIM_H
#define LAMINA_WEBP_SHIM_H

/* libwebp and its demuxer: still and animated WebP decoding for ImageIO's CGImageSource
   (the encoder's header is here for the tests, which make WebP files to decode). */
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>

#endif
