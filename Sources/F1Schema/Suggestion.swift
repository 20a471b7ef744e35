/// "Did you mean" suggestions for misspelt names.
///
/// Bounded so hostile input stays cheap: names longer than `maxNameLength` get no suggestion,
/// candidates whose length differs by more than the allowed distance are skipped without work,
/// and the distance itself stops as soon as it exceeds the allowed one.
package enum Suggestion {
    /// Longer names are not typos of a schema's names; comparing them would only cost time.
    package static let maxNameLength = 64
    /// The most edits a suggestion may be away from the name.
    package static let maxDistance = 4

    /// The closest candidate within a small edit distance, if any; ties go to the first in sorted order.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        guard let target = folded(name) else { return nil }
        let limit = min(maxDistance, max(1, target.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            guard let other = folded(candidate), abs(other.count - target.count) <= limit,
                let distance = editDistance(target, other, limit: min(limit, (best?.distance ?? .max)))
            else { continue }
            if let current = best, distance == current.distance, current.candidate < candidate { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// " (did you mean 'x'?)", or "" when nothing is close.
    package static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { " (did you mean \(Echo.quoted($0))?)" } ?? ""
    }

    /// How many hints a pass may still give: each compares the name with every candidate, so
    /// thousands of errors against thousands of names would take quadratic time without a cap.
    package struct Budget: Sendable {
        package private(set) var remaining: Int

        package init(hints: Int = 100) {
            remaining = hints
        }

        /// A hint while the budget lasts; "" afterwards.
        package mutating func hint(for name: String, in candidates: some Sequence<String>) -> String {
            guard remaining > 0 else { return "" }
            remaining -= 1
            return Suggestion.hint(for: name, in: candidates)
        }
    }

    /// The lowercased scalars of a name, or nil when it is too long to be worth comparing.
    private static func folded(_ name: String) -> [Unicode.Scalar]? {
        guard name.utf8.count <= maxNameLength || name.unicodeScalars.dropFirst(maxNameLength).isEmpty else {
            return nil
        }
        return Array(name.lowercased().unicodeScalars)
    }

    /// Edits between two names, counting a swap of neighbouring letters as one ("nmae" → "name");
    /// nil as soon as the distance is sure to exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        // Three rows of the classic table: the one before the previous is needed for swaps.
        var older = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, older[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // Later rows build on this one and the one before (swaps), so both must be out of reach.
            if rowMinimum > limit, previousMinimum > limit { return nil }
            previousMinimum = rowMinimum
            (older, previous, current) = (previous, current, older)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Edits between two names, unbounded; for tests and short names.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        return editDistance(a, b, limit: max(a.count, b.count)) ?? max(a.count, b.count)
    }
}
