import Foundation

extension TableView {
    func renderTable(_ context: inout RenderContext) -> RenderNode {
        layoutIfNeeded()
        var children: [RenderNode] = []
        if let refreshControl, let node = refreshControl.render(&context) { children.append(node) }
        if let tableHeaderView, let node = tableHeaderView.render(&context) { children.append(node) }
        let visibleTop = contentOffset
        let visibleBottom = contentOffset + viewportHeight
        var lastSection = -1
        for indexPath in cells.keys.sorted() {
            guard let cell = cells[indexPath] else { continue }
            if indexPath.section != lastSection {
                lastSection = indexPath.section
                if headerTitles.indices.contains(indexPath.section), let title = headerTitles[indexPath.section] {
                    children.append(
                        RenderNode(
                            id: sectionHeaderID(indexPath.section),
                            .section(
                                title: title, section: indexPath.section,
                                top: offset(of: IndexPath(row: 0, section: indexPath.section))
                                    - headerHeight(indexPath.section))))
                }
            }
            let top = offset(of: indexPath)
            let onScreen = top + rowHeight > visibleTop && top < visibleBottom
            children.append(rowNode(cell, at: indexPath, onScreen: onScreen, context: &context))
        }
        var flags: [RenderNode.Flag] = isEditing ? [.editing] : []
        if isScrollEnabled && contentHeight > viewportHeight { flags.append(.scrollable) }
        let visible = indexPathsForVisibleRows
        let metrics = RenderNode.TableMetrics(
            rowCount: totalRowCount, firstVisibleRow: visible.first.map { globalRow(of: $0) } ?? 0,
            visibleRowCount: visible.count, contentOffset: contentOffset, viewportHeight: viewportHeight,
            contentHeight: contentHeight)
        return RenderNode(id: elementID, .table(metrics), flags: flags, children: children)
    }

    private func rowNode(
        _ cell: TableViewCell, at indexPath: IndexPath, onScreen: Bool, context: inout RenderContext
    ) -> RenderNode {
        context.register(cell.elementID, .row(self, indexPath))
        var flags: [RenderNode.Flag] = []
        if cell.isSelected { flags.append(.selected) }
        if editingStyle(forRowAt: indexPath) == .delete { flags.append(.deletable) }
        if !onScreen { flags.append(.offscreen) }
        var content: [RenderNode] = []
        if cell.imageView.image != nil, let image = cell.imageView.render(&context) { content.append(image) }
        content += cell.contentView.subviews.compactMap { $0.render(&context) }
        let detail = cell.detailTextLabel.text.flatMap { $0.isEmpty ? nil : $0 }
        let row = RenderNode.Row(
            text: cell.textLabel.text ?? "", detailText: detail, accessory: cell.accessoryType, indexPath: indexPath,
            top: offset(of: indexPath))
        return RenderNode(
            id: cell.elementID, .row(row), identifier: cell.accessibilityIdentifier, label: cell.accessibilityLabel,
            flags: flags, children: content)
    }

    /// The row's position counted across all sections.
    func globalRow(of indexPath: IndexPath) -> Int {
        rowCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row
    }

    private func sectionHeaderID(_ section: Int) -> ElementID {
        while sectionHeaderIDs.count <= section { sectionHeaderIDs.append(ElementID.next()) }
        return sectionHeaderIDs[section]
    }
}
