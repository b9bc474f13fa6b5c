#ifndef LAMINA_COLOR_SHIM_H
#define LAMINA_COLOR_SHIM_H

/* Little CMS 2: ICC profiles and colour transforms. */
#include <lcms2.h>
#include <lcms2_plugin.h>

/* Pixel formats Swift cannot read from lcms2's function-like macros. */
/* Cairo's ARGB32 in memory on little-endian machines: B, G, R, A, premultiplied. */
static const cmsUInt32Number LaminaTypeBGRA8Premultiplied = TYPE_BGRA_8_PREMUL;
/* The same on big-endian machines: A, R, G, B. */
static const cmsUInt32Number LaminaTypeARGB8Premultiplied = TYPE_ARGB_8_PREMUL;
/* One color's components as doubles, per color space. */
static const cmsUInt32Number LaminaTypeGrayDouble = TYPE_GRAY_DBL;
static const cmsUInt32Number LaminaTypeRGBDouble = TYPE_RGB_DBL;
static const cmsUInt32Number LaminaTypeCMYKDouble = TYPE_CMYK_DBL;
static const cmsUInt32Number LaminaTypeLabDouble = TYPE_Lab_DBL;
static const cmsUInt32Number LaminaTypeXYZDouble = TYPE_XYZ_DBL;

/* The first of the parametric curve types Lamina registers, one per transfer function of
   CoreGraphics's named spaces that ICC's parametric types cannot express (odd symmetry for
   extended range, PQ, HLG). A positive type decodes (encoded to linear), its negative encodes. */
#define LAMINA_CURVE_TYPE_BASE 1900
#define LAMINA_CURVE_TYPE_COUNT 6

typedef cmsFloat64Number (*LaminaCurveEvaluator)(cmsInt32Number type, const cmsFloat64Number params[],
                                                 cmsFloat64Number value);

/* A Little CMS context with Lamina's curve types, evaluated by `evaluator`; each takes one
   parameter. */
static inline cmsContext LaminaColorContext(LaminaCurveEvaluator evaluator) {
    static cmsPluginParametricCurves plugin;
    plugin.base.Magic = cmsPluginMagicNumber;
    plugin.base.ExpectedVersion = LCMS_VERSION;
    plugin.base.Type = cmsPluginParametricCurveSig;
    plugin.base.Next = NULL;
    plugin.nFunctions = LAMINA_CURVE_TYPE_COUNT;
    for (int i = 0; i < LAMINA_CURVE_TYPE_COUNT; i++) {
        plugin.FunctionTypes[i] = LAMINA_CURVE_TYPE_BASE + i;
        plugin.ParameterCount[i] = 1;
    }
    plugin.Evaluator = evaluator;
    return cmsCreateContext(&plugin, NULL);
}

#endif
