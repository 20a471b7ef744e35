extension F1UI.Circuit {
    /// A circuit and where it is.
    public struct Row: Hashable, Sendable {
        /// "Circuit de Monaco".
        public var name: String
        /// "Monte Carlo, Monaco".
        public var place: String

        public init(name: String, place: String) {
            self.name = name
            self.place = place
        }
    }
}
