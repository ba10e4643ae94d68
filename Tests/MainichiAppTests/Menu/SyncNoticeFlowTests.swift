import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Issue 22: what another machine did that changes what the learner sees here is said once in the
/// menu: a deck that came back after a deletion (on every machine that knew it, not only the one
/// that deleted it), and a setting that travels changed there.
@Suite("Sync notices in the menu")
struct SyncNoticeFlowTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// Two apps over fresh data directories in `scratch` with device ids "laptop" and "desktop",
    /// syncing through one folder.
    static func twoMachines(size: Size = Size(width: 80, height: 24), in scratch: TemporaryDirectory) throws
        -> (laptop: TestApp, desktop: TestApp, folder: URL) {
        let folder = scratch.freshDirectory("folder")
        func machine(_ device: String) throws -> TestApp {
            let directory = scratch.freshDirectory(device)
            try Data((device + "\n").utf8).write(to: directory.appendingPathComponent(DeviceIdentity.fileName))
            let app = try TestApp(size: size, directory: directory)
            try app.context.settings.update { $0.syncFolder = folder.path }
            app.context.progress.setSyncFolder(folder)
            return app
        }
        return (try machine("laptop"), try machine("desktop"), folder)
    }

    /// Opens Vocabulary and goes back, so the menu appears again (where notices are shown).
    static func backToMenu(_ app: TestApp) {
        app.press("\r")
        app.press("\u{1B}")
    }

    /// The text of the alert on `app`'s screen, its wrapped lines joined with spaces.
    static func alertText(_ app: TestApp) -> String {
        app.lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "|"), let last = line.lastIndex(of: "|"), first < last else { return nil }
            return line[line.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    @Test("A deck deleted on the laptop and changed on the desktop afterwards is told on both; a setting changed on the laptop is told on the desktop")
    func bothMachinesAreTold() throws {
        let (laptop, desktop, _) = try Self.twoMachines(in: scratch)
        let deck = try laptop.context.userDecks.createDeck(title: "Manga words", kind: .vocab)
        try laptop.context.userDecks.addItem(UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"]), to: deck.id)
        laptop.context.synchronize()
        desktop.context.synchronize()
        Self.backToMenu(desktop)
        #expect(!desktop.screen.contains("Notice"))

        // The laptop deletes the deck and sets 30 new items a day; the desktop, before it hears
        // of it, adds a word to the deck.
        laptop.advance(by: 600)
        desktop.advance(by: 660)
        try laptop.context.userDecks.deleteDeck(deck.id)
        try laptop.context.learner.changeSettings { $0.newPerDay = 30 }
        laptop.context.synchronize()
        try desktop.context.userDecks.addItem(UserItemDraft(word: "魔法", reading: "まほう", meanings: ["magic"]), to: deck.id)
        desktop.context.synchronize()
        laptop.context.synchronize()

        // Two alerts, one after the other: the settings, then the deck.
        Self.backToMenu(desktop)
        #expect(Self.alertText(desktop) == "Settings changed on machine laptop (2026-11-21 09:10 UTC): New items a day: 30 [ OK ]",
                "\(desktop.screen)")
        desktop.press("\r")
        #expect(Self.alertText(desktop).contains("A deleted deck came back: \"Manga words\" was deleted on machine laptop (2026-11-21 09:10 UTC), "
            + "then changed on this machine (2026-11-21 09:11 UTC)."), "\(desktop.screen)")
        desktop.press("\r")
        #expect(Self.alertText(desktop).isEmpty)
        #expect(!desktop.screen.contains("Manga words"))

        Self.backToMenu(laptop)
        #expect(Self.alertText(laptop).contains("\"Manga words\" was deleted on this machine (2026-11-21 09:10 UTC), "
            + "then changed on machine desktop (2026-11-21 09:11 UTC)."), "\(laptop.screen)")
        #expect(!laptop.screen.contains("Settings changed"))
        laptop.press("\r")

        // Once: later rounds and visits to the menu say nothing again.
        for app in [laptop, desktop] {
            app.context.synchronize()
            Self.backToMenu(app)
            #expect(!app.screen.contains("came back") && !app.screen.contains("Settings changed"))
            #expect(app.context.userDecks.deckIDs() == [deck.id])
        }
    }

    @Test("In Korean at 40x12 the notice wraps whole and splits no wide glyph")
    func koreanNarrow() throws {
        let (laptop, desktop, _) = try Self.twoMachines(size: Size(width: 40, height: 12), in: scratch)
        desktop.context.languageOverride = .korean
        laptop.advance(by: 60)
        try laptop.context.learner.changeSettings { $0.desiredRetention = 0.85 }
        laptop.context.synchronize()
        desktop.context.synchronize()
        Self.backToMenu(desktop)
        let told = Self.alertText(desktop)
        #expect(told.contains("컴퓨터 laptop에서 바뀐 설정 (2026-11-21 09:01 UTC): 목표 기억률: 0.85"), "\(told)")
        // Every row of the box ends at the same column: no wide glyph was cut at the wrap.
        let borders = desktop.lines.filter { $0.contains("|") }.map { line in String(line[...line.lastIndex(of: "|")!]).displayWidth }
        #expect(borders.count >= 3 && Set(borders).count == 1, "\(desktop.screen)")
    }
}
