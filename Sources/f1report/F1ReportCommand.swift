import ArgumentParser
import F1CommandLine
import StandardStreams

/// `f1report`: plain-text Formula 1 season and standings summaries.
@main
struct F1ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "f1report",
        abstract: "Formula 1 season and standings summaries, in the terminal.",
        discussion: """
            With no command, shows the latest season at a glance: the next race, the last winner and
            the top of both championships. The built-in demo data works offline.

            Examples:
              f1report
              f1report season
              f1report calendar 2025 --format ics > f1-2025.ics
              f1report next
              f1report weekend 2025 4 --time-zone Europe/Monaco
              f1report race 2025 1
              f1report race 2025 last --format markdown
              f1report qualifying 2025 3
              f1report sprint 2025 2
              f1report grid 2025 3
              f1report pitstops 2025 1
              f1report standings drivers --format json
              f1report live --laps 3 --interval 1
              f1report standings drivers 1988 --f1db ~/f1db
              f1report champions --f1db ~/f1db
              f1report championship 1988 --f1db ~/f1db
              f1report championship 2023 --under 1991 --f1db ~/f1db
              f1report progression 2023 --f1db ~/f1db
              f1report title 2026 --f1db ~/f1db
              f1report driver alain-prost 1988 --f1db ~/f1db
              f1report rules 1988
              f1report rules --list
              f1report qualifying 2021 12 --f1db ~/f1db
              f1report weekend 2024 6 --f1db ~/f1db
              f1report season current --source api
              f1report race 2023 9 --source api --verbose
              f1report live 2023 9 --source api --interval 0.5
              f1report chart positions
              f1report chart progression 2021 --f1db ~/f1db --format svg --output 2021.svg
              f1report cache info

            Shell completion: f1report --generate-completion-script bash|zsh|fish
            """,
        version: ProgramVersion.line(of: "f1report"),
        // Every command gives its name, which ArgumentParser would otherwise work out from the
        // type on every run. Measured: docs/performance.md#f1reportcommand-f1report
        subcommands: [
            Overview.self, Seasons.self, Season.self, Next.self, Weekend.self, Race.self, Qualifying.self, SprintQualifying.self, Sprint.self,
            Grid.self, PitStopsCommand.self, Standings.self, DriverCommand.self, TeamCommand.self, Champions.self, ChampionshipCommand.self,
            ProgressionCommand.self,
            TitleCommand.self, RulesCommand.self, TeammatesCommand.self, HeadToHeadCommand.self, TelemetryCommand.self, SectorsCommand.self,
            ChartCommand.self, Live.self, Cache.self, IndexCommand.self, QueryCommand.self, RecordsCommand.self, StreaksCommand.self,
            YoungestCommand.self, OldestCommand.self, GridWinsCommand.self,
        ],
        defaultSubcommand: Overview.self)

    /// The name the user types, for the one-sentence failures and the flag hints.
    static let programName = "f1report"

    static func main() async {
        CommandLineOutput.install(programName: programName)
        HistoryWarmUp.start()
        await CommandMain.run(Self.self)
    }
}
