#ifndef LAMINA_JPEG_SHIM_H
#define LAMINA_JPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API: JPEG decoding and encoding for CGImage and UIImage. */
#include <stddef.h>
#include <turbojpeg.h>

#endif
