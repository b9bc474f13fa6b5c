import CLamina
import Foundation

extension CGContext {
    /// Draws the content of a PDF page into the current user space.
    ///
    /// Mirrors CoreGraphics's method (`CGContextDrawPDFPage`): the page is drawn in its
    /// default user space (PDF's, y up, in points, the media box's coordinates) mapped by the
    /// current transform, clipped to its crop box and to the context's clip, with the context's
    /// alpha, blend mode and shadow. The page's `/Rotate` is not applied: concatenate
    /// ``CGPDFPage/getDrawingTransform(_:rect:rotate:preserveAspectRatio:)`` first to fit and
    /// turn the page into a rectangle. Annotations (links, form fields, notes) are not drawn,
    /// as CoreGraphics does not draw them. Vector content stays vector in PDF and SVG contexts.
    ///
    /// Lamina draws pages through poppler. Nothing is drawn for a page of a document that is
    /// still locked (encrypted, with no password given to
    /// ``CGPDFDocument/unlockWithPassword(_:)``) or that poppler cannot read.
    public func drawPDFPage(_ page: CGPDFPage) {
        guard let document = page.document, let renderer = document.pageRenderer else { return }
        let crop = page.getBoxRect(.cropBox)
        guard crop.width > 0, crop.height > 0 else { return }
        var toPage = cairo_matrix_t(
            PDFPageRenderer.pageSpace(box: crop, rotation: Int(page.rotationAngle)).inverted())
        let alpha = Double(state.alpha)
        composite(userBounds: crop) { op in
            let c = cairo.pointer
            // poppler sets its own operators and opacities: a blend mode or an alpha of the
            // context applies to the page as a whole.
            let grouped = op != CAIRO_OPERATOR_OVER || alpha < 1
            if grouped { cairo_push_group(c) }
            cairo.withSavedState {
                cairo_transform(c, &toPage)
                _ = renderer.draw(page: page.pageNumber - 1, into: c)
            }
            if grouped {
                cairo_pop_group_to_source(c)
                cairo.withSavedState {
                    cairo_set_operator(c, op)
                    cairo_paint_with_alpha(c, alpha)
                }
            }
        }
    }
}
