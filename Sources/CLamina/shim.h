#ifndef LAMINA_SHIM_H
#define LAMINA_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

#if defined(__linux__)
#include <malloc.h> /* mallinfo2, for the benchmark's heap figures */
#endif

/* libFuzzer's driver, called by the fuzz targets when built with -sanitize=fuzzer. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
