import F1Domain
import F1Export
import F1UI
import F1UseCases

extension ReportCatalog {
    /// A race run: its classification, with its pole sitter and sprint winner. A race to come: its
    /// weekend timetable, which is what a fan wants before the weekend.
    @MainActor
    func race(season: Int, round: RoundSelector) async -> ReportOutcome {
        if round == .next { return await weekend(season: season, round: .next) }
        let load = LoadRaceResults(repository: races)
        let context = LoadRaceWeekend(races: races, weekend: weekends, now: sources.now)
        let screen = RaceResultsScreen(
            season: season, round: round, format: format, loadResults: { try await load(season: $0, round: $1) },
            loadWeekend: { race, results in try? await context.weekend(of: race, classified: results) })
        await screen.load()
        if case .lookup(.raceNotRun(_, let number, _)) = screen.state.failure?.reason {
            return await weekend(season: season, round: .round(number))
        }
        return ReportOutcome(screen.state, builder.race) {
            RaceResultsExport(results: $0.results, weekend: $0.weekend, source: exportSource)
        }
    }

    /// A weekend's timetable, with the headlines of what has run.
    @MainActor
    func weekend(season: Int, round: RoundSelector) async -> ReportOutcome {
        let load = LoadRaceWeekend(races: races, weekend: weekends, now: sources.now)
        return await show(RaceWeekendScreen(season: season, round: round, format: format) { try await load(season: $0, round: $1) }, builder.weekend)
        {
            WeekendExport(weekend: $0.weekend, source: exportSource)
        }
    }

    /// The race lap by lap, from the source's lap times (the demo's, the API's from 1996).
    @MainActor
    func raceChart(_ kind: Chart.Kind, season: Int, round: RoundSelector) async throws -> ReportOutcome {
        let history = try await LoadRaceHistory(races: races, histories: sources.raceHistory)(season: season, round: round)
        return .loaded(LoadedReport(document: builder.raceChart(kind, history: history), export: nil))
    }

    @MainActor
    func next() async -> ReportOutcome {
        let load = LoadNext(races: races, weekend: weekends, now: sources.now)
        return await show(NextSessionScreen(format: format) { try await load() }, builder.next) {
            NextExport(next: $0.next, source: exportSource)
        }
    }

    @MainActor
    func qualifying(season: Int, round: RoundSelector, segment: QualifyingSegment?) async -> ReportOutcome {
        let load = sessions
        return await show(
            QualifyingScreen(format: format) { try await load.qualifying(season: season, round: round, segment: segment) }, builder.qualifying
        ) { QualifyingExport(results: $0.results, source: exportSource) }
    }

    @MainActor
    func sprintQualifying(season: Int, round: RoundSelector) async -> ReportOutcome {
        let load = sessions
        return await show(QualifyingScreen(format: format) { try await load.sprintQualifying(season: season, round: round) }, builder.qualifying) {
            QualifyingExport(results: $0.results, source: exportSource)
        }
    }

    @MainActor
    func sprint(season: Int, round: RoundSelector) async -> ReportOutcome {
        let load = sessions
        return await show(SprintScreen(format: format) { try await load.sprint(season: season, round: round) }, builder.sprint) {
            SprintExport(results: $0.results, source: exportSource)
        }
    }

    @MainActor
    func grid(season: Int, round: RoundSelector) async -> ReportOutcome {
        let load = sessions
        return await show(StartingGridScreen(format: format) { try await load.startingGrid(season: season, round: round) }, builder.grid) {
            StartingGridExport(grid: $0.grid, source: exportSource)
        }
    }

    @MainActor
    func pitStops(season: Int, round: RoundSelector) async -> ReportOutcome {
        let load = sessions
        return await show(PitStopsScreen(format: format) { try await load.pitStops(season: season, round: round) }, builder.pitStops) {
            PitStopsExport(stops: $0.pitStops, source: exportSource)
        }
    }
}
