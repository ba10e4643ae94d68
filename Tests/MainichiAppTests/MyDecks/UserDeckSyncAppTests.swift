import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Your decks in the app with a sync folder (issue 11): the app's periodic synchronization takes
/// deck edits to the other machine and brings theirs, and progress stays with a synced item.
@Suite("Your decks through the sync folder")
struct UserDeckSyncAppTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// An app over a fresh data directory in `scratch` with device id `device`, syncing through `folder`.
    static func machine(_ device: String, folder: URL, in scratch: TemporaryDirectory) throws -> TestApp {
        let directory = scratch.freshDirectory(device)
        try Data((device + "\n").utf8).write(to: directory.appendingPathComponent(DeviceIdentity.fileName))
        let app = try TestApp(directory: directory)
        try app.context.settings.update { $0.syncFolder = folder.path }
        app.context.progress.setSyncFolder(folder)
        return app
    }

    @Test("A word added on one machine reaches the other with its id; an edit there comes back; a bookmark stays with it")
    func wordsAndProgressTravel() throws {
        let folder = scratch.freshDirectory("folder")
        let laptop = try Self.machine("laptop", folder: folder, in: scratch)
        let desktop = try Self.machine("desktop", folder: folder, in: scratch)
        let deck = try laptop.context.userDecks.createDeck(title: "Manga words", kind: .vocab)
        let item = try laptop.context.userDecks.addItem(UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"]), to: deck.id)
        try laptop.context.progress.toggleBookmark(item.id)
        laptop.context.synchronize()
        desktop.context.synchronize()

        let arrived = try #require(desktop.context.library.item(withID: item.id)?.vocab)
        #expect(arrived.word == "猫耳" && arrived.meanings == ["cat ears"])
        #expect(desktop.context.library.userSummaries.map(\.title) == ["Manga words"])
        #expect(desktop.context.progress.progress.isBookmarked(item.id))
        // The search index knows the new deck's word.
        #expect(desktop.context.searchIndex.search(SearchQuery("nekomimi"), limit: 10).contains { $0.id == item.id })

        try desktop.context.userDecks.updateItem(item.id, in: deck.id,
                                                 with: UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears", "kemonomimi"]))
        desktop.context.synchronize()
        laptop.context.synchronize()
        #expect(laptop.context.library.item(withID: item.id)?.meanings == ["cat ears", "kemonomimi"])
        #expect(laptop.context.progress.progress.isBookmarked(item.id))
    }
}
