extension F1UI.Season {
    /// A season in a list of seasons.
    public struct Row: Hashable, Sendable {
        public var year: Int
        /// "2023 season".
        public var title: String
        public var url: String?

        public init(year: Int, title: String, url: String?) {
            self.year = year
            self.title = title
            self.url = url
        }
    }
}
