#ifndef LAMINA_COLOR_SHIM_H
#define LAMINA_COLOR_SHIM_H

/* Little CMS 2: ICC profiles and colour transforms. */
#include <lcms2.h>

/* Pixel formats Swift cannot read from lcms2's function-like macros. */
/* Cairo's ARGB32 in memory on little-endian machines: B, G, R, A, premultiplied. */
static const cmsUInt32Number LaminaTypeBGRA8Premultiplied = TYPE_BGRA_8_PREMUL;
/* The same on big-endian machines: A, R, G, B. */
static const cmsUInt32Number LaminaTypeARGB8Premultiplied = TYPE_ARGB_8_PREMUL;

#endif
