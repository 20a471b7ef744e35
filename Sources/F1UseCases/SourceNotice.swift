/// Something a person should know about data that was nevertheless shown: not an error.
public enum SourceNotice: Hashable, Sendable {
    /// The source could not be used, for `reason`, so a copy cached at `cachedAt` (seconds since
    /// 1970, UTC) is shown instead.
    case showingCachedCopy(reason: SourceError, cachedAt: Double)
    /// A response could not be cached, for `reason`, so later loads will ask the server again.
    case cacheNotWritten(reason: String)
}
