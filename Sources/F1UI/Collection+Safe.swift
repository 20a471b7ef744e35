extension Collection {
    /// The element at `index`, or nil outside the collection: a selection can outlive the rows it pointed at.
    package subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
