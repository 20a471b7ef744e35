import Foundation

extension ErgastClient {
    /// Every page of `path`, merged into one response.
    ///
    /// The first page tells the total and the page size the server really used; the other pages
    /// are then asked for together (the rate limiter spaces them), and merged in order, so that a
    /// race whose rows continue on the next page comes out whole.
    package func all(_ path: String) async throws -> ErgastMRData {
        let first = try await page(path, offset: 0)
        let rows = first.rowCount
        guard rows < first.total else { return first }
        // A server may serve fewer rows than it says its limit is; step by what it served.
        let step = max(min(first.limit, rows), 1)
        let offsets = Array(stride(from: step, to: first.total, by: step))
        let rest = try await withThrowingTaskGroup(of: (Int, ErgastMRData).self) { group in
            for (index, offset) in offsets.enumerated() {
                group.addTask { (index, try await self.page(path, offset: offset)) }
            }
            var pages = [ErgastMRData?](repeating: nil, count: offsets.count)
            for try await (index, page) in group { pages[index] = page }
            return pages.compactMap { $0 }
        }
        return ErgastMRData.merging([first] + rest) ?? first
    }
}
