import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

/// An 8 KB paste into the search field at 80x24: with bracketed paste (one paste event), and
/// without it (every character a key press, handled as the run loop handles a burst: in batches
/// of up to `Application.maximumBatch`, one frame each; newlines typed as spaces, since Enter in
/// search opens a result). Only the paste and its frames are timed, not opening the app.
enum PasteBenchmarks {
    static let texts: [(String, String)] = [
        ("ASCII", String(String(repeating: "tabemono ", count: 1_000).prefix(8_192))),
        ("kana", String(String(repeating: "たべもの", count: 700).prefix(2_731))), // 8,193 bytes
        ("lines", String(String(repeating: "eat\n", count: 2_048).prefix(8_192))),
    ]

    static func run() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        for (label, text) in texts {
            for bracketed in [true, false] {
                var samples: [Double] = []
                for iteration in 0..<8 {
                    try withSearch(decks: decks) { app in
                        let keys = text.map { $0.isNewline ? Key.character(" ") : Key.character($0) }
                        let start = DispatchTime.now().uptimeNanoseconds
                        if bracketed {
                            app.paste(text)
                        } else {
                            var next = 0
                            while next < keys.count {
                                let end = min(keys.count, next + Application.maximumBatch)
                                for key in keys[next..<end] { _ = app.navigationController.handle(key) }
                                app.render()
                                next = end
                            }
                        }
                        if iteration > 0 { samples.append(Benchmark.seconds(since: start)) }
                    }
                }
                let name = "8 KB paste into search, \(label), \(bracketed ? "bracketed" : "key by key")"
                Benchmark.report(Benchmark.Result(name: name, samples: samples), target: 0.050)
            }
        }
    }

    /// A fresh app over a temporary data directory, with search open and drawn.
    private static func withSearch(decks: URL, _ body: (Application) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let context = try AppContext.open(directories: DataDirectories(directory: directory), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer(isAvailable: false))
        try context.settings.update { $0.welcomeShown = true }
        defer { context.progress.close() }
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal, root: MainichiRoot.make(context: context))
        app.press("/")
        // The index is built on the first search, as when the learner has searched before.
        app.press("a")
        app.press(.backspace)
        try body(app)
    }
}
