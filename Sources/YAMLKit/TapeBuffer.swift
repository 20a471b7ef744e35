/// A growable buffer of plain values that a `Tape` is built into and then only read.
///
/// A class that owns its memory, so a `DecodingContext` can keep the finished tape alive and read
/// it through raw pointers, with no copy, no reference counting and no bounds checks in the hot
/// lookups. Appending is only done while a single builder owns the tape.
final class TapeBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Every element so far; valid while this buffer lives and nothing more is appended.
    var elements: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "tape index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "tape index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    private func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
