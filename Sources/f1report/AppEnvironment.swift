import ArgumentParser
import F1Data
import F1Domain
import F1Report
import F1UI
import F1UseCases
import Foundation

/// The composition root: the one place that knows every layer and wires them.
struct AppEnvironment: Sendable {
    let races: any RaceRepository
    let standings: any StandingsRepository
    let live: any LiveRaceRepository
    let today: @Sendable () -> CalendarDate
    let format: F1UI.Format
    let builder: ReportBuilder
    let output: OutputOptions
    let terminal = Terminal()

    init(output: OutputOptions, source: SourceOptions) throws {
        if let path = source.resolvedF1dbPath {
            let f1db: F1dbRepository
            do {
                f1db = try F1dbRepository(path: path)
            } catch {
                Terminal().complain(F1UI.FriendlyError.message(for: error))
                throw ExitCode.failure
            }
            races = f1db
            standings = f1db
            live = NoLiveRace()
            today = { Self.realToday() }
        } else {
            let demo: DemoRepository
            do {
                demo = try DemoRepository()
            } catch {
                Terminal().complain("The built-in demo data could not be read: \(error)")
                throw ExitCode.failure
            }
            races = demo
            standings = demo
            live = DemoLiveRace(start: demo.dataset.liveRace)
            let asOf = demo.today
            today = { asOf }
        }
        let timeZone = output.resolvedTimeZone ?? .current
        format = F1UI.Format(timeZone: timeZone)
        builder = ReportBuilder(source: races.info.name, timeZoneName: output.timeZoneName)
        self.output = output
    }

    /// Today's date in UTC, for real sources.
    static func realToday() -> CalendarDate {
        CalendarDate(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The newest season the source holds, for commands whose year is optional.
    var latestSeason: Int { races.info.seasons.upperBound }

    var style: ReportStyle {
        ReportStyle(usesColor: terminal.usesColor(output.color), width: terminal.width)
    }

    /// Writes the loaded content as a report, or the friendly error and a failing exit code.
    func emit<Content>(_ state: F1UI.ViewState<Content>, _ document: (Content) -> ReportDocument) throws {
        switch state {
        case .loaded(let content):
            terminal.write(document(content).rendered(as: output.format, style: style))
        case .error(let message):
            terminal.complain(message)
            throw ExitCode.failure
        case .idle, .loading:
            terminal.complain("The report did not finish loading.")
            throw ExitCode.failure
        }
    }
}
