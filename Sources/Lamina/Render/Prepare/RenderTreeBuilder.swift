import LaminaGraphics

extension RenderTree {
    /// The top-down half of the prepare pass: one iterative walk over the model that makes a
    /// node per drawn layer, parents before their sublayers.
    struct Builder {
        let time: CFTimeInterval?
        /// The output scale to display layers for; `nil` leaves the model as it is.
        let displayScale: CGFloat?
        var nodes: PrepareBuffer<RenderNode>
        /// What the shape layers draw (``RenderTree/shape(_:)``).
        var shapes: PrepareBuffer<ShapePaint>
        /// What the gradient layers draw (``RenderTree/gradient(_:)``).
        var gradients: PrepareBuffer<GradientPaint>
        /// What the text layers draw (``RenderTree/text(_:)``).
        var texts: PrepareBuffer<TextPaint>
        /// The images layers show (``RenderTree/image(_:)``).
        var images: PrepareBuffer<ImagePaint>
        var depth = 0
        /// Layers waiting for their node to be filled in.
        private var pending: [Pending] = []
        /// Reused buffer for the sublayers of one layer, in the order their nodes are appended.
        private var siblings: [(layer: CALayer, model: CALayer)] = []
        /// Reused buffer for sorting sublayers by depth.
        private var depths: [(index: Int, z: CGFloat)] = []
        /// The previous frame and the epoch its preparation started in.
        private let previous: (tree: RenderTree, epoch: UInt64)?
        /// The previous frame's node of each model layer, made on first need.
        private var previousIndex: [ObjectIdentifier: Int]?
        /// How many nodes were copied from the previous frame.
        private(set) var reusedCount = 0
        /// The runs of nodes copied from the previous frame: where each starts in this tree and
        /// in the previous one, and how long it is (their cull bounds are copied alike).
        private(set) var copiedRuns: [(start: Int, previousStart: Int, count: Int)] = []

        private struct Pending {
            let model: CALayer
            /// The layer's values at the node's time: its presentation copy, or `model`.
            let layer: CALayer
            let index: Int
            let time: CFTimeInterval?
            let level: Int
            /// The previous frame's node of a reused subtree, whose descendants are copied.
            var reusing: Int?
        }

        init(
            time: CFTimeInterval?, displayScale: CGFloat?, previous: (tree: RenderTree, epoch: UInt64)? = nil
        ) {
            self.time = time
            self.displayScale = displayScale
            self.previous = previous
            // The previous frame's size, when there is one: a frame rarely differs much.
            // Otherwise the size of the last tree built (renders tend to repeat a tree), up to
            // a bound: growing by doubling moves every node several times over.
            let recent = (
                nodes: RenderTree.recentNodeCount.load(ordering: .relaxed),
                shapes: RenderTree.recentShapeCount.load(ordering: .relaxed),
                gradients: RenderTree.recentGradientCount.load(ordering: .relaxed)
            )
            nodes = PrepareBuffer(
                capacity: max(64, previous?.tree.count ?? min(recent.nodes, RenderTree.sizeHintLimit)))
            shapes = PrepareBuffer(
                capacity: max(16, previous?.tree.shapeCount ?? min(recent.shapes, RenderTree.sizeHintLimit)))
            gradients = PrepareBuffer(
                capacity: max(
                    16, previous?.tree.gradientCount ?? min(recent.gradients, RenderTree.sizeHintLimit)))
            texts = PrepareBuffer(capacity: max(16, previous?.tree.textCount ?? 0))
            images = PrepareBuffer(capacity: max(16, previous?.tree.imageCount ?? 0))
        }

        /// Builds the nodes of the tree under `root`.
        mutating func build(root: CALayer) {
            if displayScale != nil {
                // Ancestors marked for layout lay out first, as `layoutIfNeeded()` does.
                if let parent = root.parent, parent.layoutIsNeeded { root.layoutIfNeeded() }
                prepareModel(root)
            }
            let layer = Self.resolve(root, at: time)
            var rootNode = RenderNode(layer: layer, model: root)
            if let previous, previous.tree.count > 0,
                previous.tree.node(0).pointee.identity == rootNode.identity
            {
                rootNode.previousIndex = 0
            }
            nodes.append(rootNode)
            pending.append(Pending(model: root, layer: layer, index: 0, time: time, level: 1))
            while let item = pending.popLast() {
                fill(item)
            }
        }

        /// Lays out and displays a model layer as a commit does, before its values are read.
        ///
        /// A presentation copy (a tree from `presentation()` being rendered) shows its model's
        /// contents, as Core Animation's presentation layers do: its model displays, and the
        /// copy takes the model's backing store. (A copy of a subclass defined outside Lamina
        /// is of the nearest Lamina class, whose own drawing would lose the subclass's.)
        private func prepareModel(_ layer: CALayer) {
            guard let displayScale else { return }
            if layer.isPresentationCopy, let model = layer.modelLayer, model !== layer {
                prepareModel(model)
                layer.backingStore = model.backingStore
                return
            }
            if layer.layoutIsNeeded {
                layer.layoutSublayers()
                // What the layer's own layout changed (a sublayer it added) needs no second pass.
                layer.layoutIsNeeded = false
            }
            if layer.needsDisplay()
                || (layer.backingStore.map { $0.scale != layer.contentsScale * displayScale } ?? false)
            {
                // Cleared first: an override of `display()` need not call `super`.
                layer.displayIsNeeded = false
                layer.display()
            }
        }

        /// The layer's values at `time`: its presentation copy when it has animations.
        static func resolve(_ model: CALayer, at time: CFTimeInterval?) -> CALayer {
            guard let time, !model.animationEntries.isEmpty else { return model }
            return model.presentationCopy(atTime: time)
        }

        private mutating func fill(_ item: Pending) {
            if let reusing = item.reusing {
                copySubtree(from: reusing, to: item)
                return
            }
            depth = max(depth, item.level)
            let layer = item.layer
            let kind = nodes.element(item.index).pointee.kind
            guard !layer.isHidden, layer.opacity > 0 else { return }
            let content = self.content(of: layer, kind: kind)
            let shadow = kind == .transform ? nil : ShadowStyle(layer)
            var particles: [Particle] = []
            var particlesAdd = false
            if kind == .emitter {
                let emitter = unsafeDowncast(layer, to: CAEmitterLayer.self)
                let time = item.time ?? CACurrentMediaTime()
                particles =
                    emitter.emissionElapsed(atTime: time).map {
                        ParticleSystem.particles(of: emitter, elapsed: $0)
                    } ?? []
                particlesAdd = emitter.renderMode == .additive
            }
            let replication =
                kind == .replicator
                ? Replication(of: unsafeDowncast(layer, to: CAReplicatorLayer.self)) : nil
            let model = item.model
            let previousIndex = nodes.element(item.index).pointee.previousIndex
            let parentPrevious = previousIndex >= 0 ? Int(previousIndex) : nil
            let children = addChildren(
                of: model, parent: layer, at: item.time, level: item.level + 1,
                parentPrevious: parentPrevious,
                parentIndex: item.index)
            var instances: [Range<Int>]?
            if kind == .replicator {
                instances = addDelayedInstances(
                    of: model, replicator: unsafeDowncast(layer, to: CAReplicatorLayer.self), first: children,
                    at: item.time, level: item.level + 1)
            }
            var maskIndex: Int?
            if let mask = model.maskLayer {
                prepareModel(mask)
                let index = nodes.count
                let maskLayer = Self.resolve(mask, at: item.time)
                var maskNode = RenderNode(layer: maskLayer, model: mask)
                maskNode.place(maskLayer.mapping, in: nil, affineSpace: nil, keepsDepth: false)
                if let previous, let parentPrevious,
                    let oldMask = previous.tree.node(parentPrevious).pointee.mask,
                    previous.tree.node(oldMask).pointee.identity == maskNode.identity
                {
                    maskNode.previousIndex = Int32(oldMask)
                }
                nodes.append(maskNode)
                pending.append(
                    Pending(
                        model: mask, layer: maskLayer, index: index, time: item.time, level: item.level + 1))
                maskIndex = index
            }
            var transition: TransitionNode?
            if let state = layer.transitionState {
                // The captured appearance is a still tree: its model values.
                let index = nodes.count
                nodes.append(RenderNode(layer: state.snapshot, model: state.snapshot))
                pending.append(
                    Pending(
                        model: state.snapshot, layer: state.snapshot, index: index, time: nil,
                        level: item.level))
                transition = TransitionNode(
                    old: index, progress: state.progress, transition: state.transition)
            }
            // Filled in place: nodes are large, and copying one out and back costs.
            let node = nodes.element(item.index)
            node.pointee.isVisible = true
            node.pointee.isRasterized = layer.shouldRasterize
            node.pointee.paint = LayerPaint(of: layer)
            node.pointee.content = content
            node.pointee.shadow = shadow
            node.pointee.children = children
            node.pointee.mask = maskIndex
            if !particles.isEmpty {
                node.pointee.particles = particles
                node.pointee.particlesAdd = particlesAdd
            }
            if replication != nil { node.pointee.replication = replication }
            if instances != nil { node.pointee.instanceChildren = instances }
            if transition != nil { node.pointee.transition = transition }
        }

        /// Appends nodes for the sublayers of `model` sampled at `time`, in drawing order, and
        /// queues them; returns their range.
        private mutating func addChildren(
            of model: CALayer, parent: CALayer, at time: CFTimeInterval?, level: Int,
            parentPrevious: Int? = nil, parentIndex: Int? = nil
        ) -> Range<Int> {
            let children = model.children
            let start = nodes.count
            guard !children.isEmpty else { return start..<start }
            let parentMapping = parent.mapping
            let space = parentMapping.hasSublayerSpace ? parentMapping.sublayerSpace : nil
            if let space, let parentIndex { nodes.element(parentIndex).pointee.sublayerSpace = space }
            let affineSpace = space.flatMap { $0.isAffine ? CATransform3DGetAffineTransform($0) : nil }
            // A transform layer draws its sublayers by depth: they keep their 3D placement.
            let keepsDepth = parent.renderKind == .transform
            siblings.removeAll(keepingCapacity: true)
            for (position, child) in children.enumerated() {
                prepareModel(child)
                let old = previousNode(of: child, at: position, parentPrevious: parentPrevious)
                if let old, isReusable(child, old: old) {
                    // The previous frame's node, placed in this frame's superlayer; marked
                    // reused until its descendants are copied after it. Not animated: the
                    // model holds its values.
                    // Changed in place once appended (nodes are large), in two steps: appending
                    // may move the nodes.
                    let appended = nodes.append(previous!.tree[old])
                    let node = nodes.element(appended)
                    importTables(of: &node.pointee, from: previous!.tree)
                    node.pointee.isReused = true
                    node.pointee.previousIndex = Int32(old)
                    node.pointee.place(
                        child.mapping, in: space, affineSpace: affineSpace, keepsDepth: keepsDepth)
                    siblings.append((child, child))
                    continue
                }
                let layer = Self.resolve(child, at: time)
                let appended = nodes.append(RenderNode(layer: layer, model: child))
                let node = nodes.element(appended)
                node.pointee.previousIndex = old.map(Int32.init) ?? -1
                node.pointee.place(layer.mapping, in: space, affineSpace: affineSpace, keepsDepth: keepsDepth)
                siblings.append((layer, child))
            }
            let end = nodes.count
            sortByDepth(start..<end)
            for index in (start..<end).reversed() {
                let node = nodes.element(index)
                let reusing = node.pointee.isReused ? Int(node.pointee.previousIndex) : nil
                let sibling = siblings[index - start]
                pending.append(
                    Pending(
                        model: sibling.model, layer: sibling.layer, index: index, time: time, level: level,
                        reusing: reusing))
            }
            return start..<end
        }

        /// The previous frame's node of `model`, the sublayer at `position` of the layer whose
        /// previous node is `parentPrevious`: found in place when the sublayers kept their order,
        /// through an index of the previous tree otherwise.
        private mutating func previousNode(of model: CALayer, at position: Int, parentPrevious: Int?) -> Int?
        {
            guard let previous else { return nil }
            let identity = ObjectIdentifier(model)
            if let parentPrevious {
                let siblings = previous.tree.node(parentPrevious).pointee.children
                if position < siblings.count,
                    previous.tree.node(siblings.lowerBound + position).pointee.identity == identity
                {
                    return siblings.lowerBound + position
                }
            }
            if previousIndex == nil {
                var index: [ObjectIdentifier: Int] = [:]
                index.reserveCapacity(previous.tree.count)
                for i in 0..<previous.tree.count { index[previous.tree.node(i).pointee.identity] = i }
                previousIndex = index
            }
            return previousIndex?[identity]
        }

        /// Whether the previous frame's subtree at `old` can be copied for `model`: it is
        /// static, and nothing in the model's subtree changed since that frame was prepared.
        private func isReusable(_ model: CALayer, old: Int) -> Bool {
            guard let previous else { return false }
            return model.changeEpoch < previous.epoch && model.animationEntries.isEmpty
                && previous.tree.node(old).pointee.isStaticSubtree
        }

        /// Copies the descendants of the previous frame's node `old` after the reused node
        /// `item`, moving their indices, and points the node at them.
        private mutating func copySubtree(from old: Int, to item: Pending) {
            guard let previous else { return }
            let source = previous.tree.node(old)
            let block = source.pointee.descendants
            depth = max(depth, item.level + Int(source.pointee.subtreeHeight) - 1)
            let offset = nodes.count - block.lowerBound
            let reused = nodes.element(item.index)
            reused.pointee.rebase(by: offset)
            // Its own summary depends on where it is placed: the bottom-up pass redoes it.
            reused.pointee.isReused = false
            if !source.pointee.isVisible {
                reused.pointee.children = nodes.count..<nodes.count
                reused.pointee.descendantsEnd = item.index + 1
            }
            for index in block {
                var node = previous.tree[index]
                importTables(of: &node, from: previous.tree)
                node.rebase(by: offset)
                node.isReused = true
                node.previousIndex = Int32(index)
                nodes.append(node)
            }
            if !block.isEmpty {
                copiedRuns.append((block.lowerBound + offset, block.lowerBound, block.count))
            }
            reusedCount += block.count + 1
        }

        /// Orders the nodes in `range` (and ``siblings``, their layers) by presented
        /// `zPosition`, keeping insertion order among equals; allocates nothing when every
        /// sibling is at the same depth.
        private mutating func sortByDepth(_ range: Range<Int>) {
            guard range.count > 1 else { return }
            let first = siblings[0].layer.zPosition
            guard siblings.contains(where: { $0.layer.zPosition != first }) else { return }
            depths.removeAll(keepingCapacity: true)
            for (offset, sibling) in siblings.enumerated() {
                depths.append((range.lowerBound + offset, sibling.layer.zPosition))
            }
            depths.sort { $0.z != $1.z ? $0.z < $1.z : $0.index < $1.index }
            let order = depths.map(\.index)
            nodes.reorder(range, as: order)
            siblings = order.map { siblings[$0 - range.lowerBound] }
        }

        /// For a replicator whose `instanceDelay` offsets its instances in time, the sublayers
        /// of instances 1 onwards, each sampled `i × instanceDelay` earlier in the replicator's
        /// time; `nil` when every instance shows the same moment.
        private mutating func addDelayedInstances(
            of model: CALayer, replicator: CAReplicatorLayer, first: Range<Int>, at time: CFTimeInterval?,
            level: Int
        ) -> [Range<Int>]? {
            let count = replicator.drawnInstanceCount
            guard let time, count > 1, !first.isEmpty, replicator.instanceDelay != 0,
                replicator.instanceDelay.isFinite
            else { return nil }
            var ranges = [first]
            ranges.reserveCapacity(count)
            let local = model.convertTime(time, from: nil)
            for index in 1..<count {
                let delayed = model.convertTime(local - Double(index) * replicator.instanceDelay, to: nil)
                ranges.append(addChildren(of: model, parent: replicator, at: delayed, level: level))
            }
            return ranges
        }

        /// Copies the entries `node` (a node of the previous frame's `tree`) has in the tree's
        /// tables into this one's, and points it at them.
        private mutating func importTables(of node: inout RenderNode, from tree: RenderTree) {
            switch node.content.drawing {
            case .shape(let index):
                node.content.drawing = .shape(shapes.append(tree.shape(index).pointee))
            case .gradient(let index):
                node.content.drawing = .gradient(gradients.append(tree.gradient(index).pointee))
            case .text(let index):
                node.content.drawing = .text(texts.append(tree.text(index).pointee))
            case .none:
                break
            }
            if let index = node.content.image {
                node.content.image = images.append(tree.image(index).pointee)
            }
        }

        /// What the layer draws, decided once.
        private mutating func content(of layer: CALayer, kind: LayerRenderKind) -> LayerContent {
            var content = LayerContent.none
            switch kind {
            case .shape:
                if let shape = ShapePaint(of: unsafeDowncast(layer, to: CAShapeLayer.self)) {
                    content.drawing = .shape(shapes.append(shape))
                }
            case .gradient:
                if let gradient = GradientPaint(of: unsafeDowncast(layer, to: CAGradientLayer.self)) {
                    content.drawing = .gradient(gradients.append(gradient))
                }
            case .text:
                if let text = TextPaint(of: unsafeDowncast(layer, to: CATextLayer.self)) {
                    content.drawing = .text(texts.append(text))
                }
            case .plain, .replicator, .transform, .emitter:
                break
            }
            if let image = ImagePaint(of: layer) { content.image = images.append(image) }
            return content
        }
    }
}
