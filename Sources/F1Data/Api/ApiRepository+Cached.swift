import Foundation

extension ApiRepository {
    /// The same API read from its cache alone: what earlier runs fetched, with no request leaving
    /// the machine and nothing said of entries past their freshness (the history index is filled
    /// from it, season by season, and says what it holds).
    package var cacheOnly: ApiRepository {
        var configuration = client.configuration
        configuration.cacheMode = .offline
        let cached = ErgastClient(
            configuration: configuration, http: client.http, gate: client.gate, cache: client.cache, history: nil, clock: client.clock,
            now: client.now, logger: client.logger)
        return ApiRepository(client: cached, today: today)
    }

    /// The cache folder, and in it the folder of this server's answers; nil when the run has no cache.
    package var cacheFolders: (cache: URL, answers: URL)? {
        guard let cache = client.cache else { return nil }
        return (cache.directory, cache.folder(for: client.configuration.baseURL))
    }
}
