import F1UseCases
import Foundation
import Testing

@testable import F1Data
@testable import F1DataF1db

#if canImport(Glibc)
import Glibc
#endif

/// Damage above the races: the data folder, the seasons and their listing, and the reasons the
/// system gives.
@Suite struct F1dbLayoutDamageTests {
    @Test func aSeasonMissingBetweenTwoIsAnError() throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.addSeason(2002)
        #expect(
            friendlyMessage {
                try F1dbRepository(path: tree.root.path)
            } == "seasons/2001 is missing from the f1db data, between 2000 and 2002.")
    }

    @Test func onlyFourDigitNamesAreSeasons() throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        for name in ["9223372036854775807", "+2001", "02001", "notes"] { try tree.damage("seasons/\(name)", with: .folder) }
        #expect(try F1dbRepository(path: tree.root.path).info.seasons == 2000...2000)
    }

    @Test func aSeasonWithoutRacesBeforeTheLastIsAnError() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.addSeason(2001)
        try tree.damage("seasons/2000/races", with: .folder)
        let source = try F1dbRepository(path: tree.root.path)
        #expect(
            await friendlyMessage {
                try await source.races(season: 2000)
            } == "seasons/2000/races holds no race folders, though later seasons are in the data.")
        #expect(try await source.races(season: 2001).count == 1)
    }

    @Test func theLastSeasonMayHaveNoRacesYet() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.damage("seasons/2001/races", with: .folder)
        let source = try F1dbRepository(path: tree.root.path)
        #expect(source.info.seasons == 2000...2001)
        #expect(try await source.races(season: 2001).isEmpty)
        await #expect(throws: LookupError.noRaceRun(season: 2001)) { try await source.driverStandings(season: 2001) }
    }

    @Test func aSeasonOutsideTheDataIsNotFound() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        await #expect(throws: LookupError.seasonNotFound(1999, available: 2000...2000)) { try await source.races(season: 1999) }
    }

    static let damagedRoots: [(F1dbDamage, String)] = [(.danglingLink, "is a symbolic link to"), (.linkLoop, "is a loop of symbolic links")]

    @Test(arguments: 0..<damagedRoots.count)
    func aDamagedDataFolderIsSaidAsSuch(_ index: Int) throws {
        let (damage, words) = Self.damagedRoots[index]
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.damage("link", with: damage)
        let link = tree.root.appending(path: "link").path
        let message = damage == .linkLoop ? "\(link) is a loop of symbolic links." : "\(link) \(words) \(tree.nowhere), which does not exist."
        #expect(friendlyMessage { try F1dbRepository(path: link) } == message)
    }

    @Test func aSeasonsFolderThatIsADanglingLinkIsSaidAsSuch() throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.damage("seasons", with: .danglingLink)
        #expect(
            friendlyMessage {
                try F1dbRepository(path: tree.root.path)
            } == "\(tree.root.path)/seasons is a symbolic link to \(tree.nowhere), which does not exist.")
    }

    @Test func systemReasonsReadAsTheEndOfASentence() {
        #expect(F1dbDisk.unreadable(EACCES) == .permissionDenied)
        #expect(F1dbDisk.unreadable(EPERM) == .permissionDenied)
        #expect(F1dbDisk.unreadable(EIO) == .unreadable("input/output error"))
        #expect(
            F1dbPathError(path: "drivers/ace.yml", problem: F1dbDisk.unreadable(EACCES)).sourceError
                == .unreadable(path: "drivers/ace.yml", problem: .permissionDenied))
    }

    /// (path to make unreadable, mode, what cannot be read)
    static let unreadable: [(String, mode_t, String)] = [
        ("seasons/2000/races/01-test/race-results.yml", 0o000, "seasons/2000/races/01-test/race-results.yml"),
        ("seasons/2000/races", 0o000, "seasons/2000/races"),
        ("seasons/2000/races/01-test", 0o600, "seasons/2000/races/01-test/race.yml"),
        ("drivers/ace.yml", 0o000, "drivers/ace.yml"),
    ]

    @Test(.enabled(if: !Privileges.areRoot, Privileges.rootNote), arguments: 0..<unreadable.count)
    func aFileOrFolderWithoutPermissionIsNotMissing(_ index: Int) async throws {
        let (path, mode, named) = Self.unreadable[index]
        let tree = try F1dbTree()
        defer { tree.remove() }
        let url = tree.root.appending(path: path)
        try #require(chmod(url.path, mode) == 0)
        defer { chmod(url.path, 0o755) }
        let source = try F1dbRepository(path: tree.root.path)
        #expect(await friendlyMessage { try await source.driverStandings(season: 2000) } == "\(named) cannot be read: permission denied.")
    }
}
