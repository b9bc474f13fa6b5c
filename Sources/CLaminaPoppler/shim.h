#ifndef LAMINA_POPPLER_SHIM_H
#define LAMINA_POPPLER_SHIM_H

/* poppler's GLib interface: PDF pages drawn into Cairo contexts, for CGContext.drawPDFPage. */
#include <poppler.h>

#endif
