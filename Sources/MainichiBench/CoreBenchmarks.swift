import Foundation
import MainichiCore

/// The domain core: decoding decks, listing levels from the index, saving progress.
enum CoreBenchmarks {
    static func run() throws {
        if let decks = try? DeckLibrary.locateBundledDecks() {
            try deckBenchmarks(decks)
        } else {
            print("  skipped deck benchmarks: no Decks directory found (set MAINICHI_DECKS)")
        }
        try saveBenchmark()
    }

    static func deckBenchmarks(_ directory: URL) throws {
        for (file, target) in [("vocab/n5.json", 0.010), ("vocab/n1.json", 0.040), ("kanji/n1.json", nil)] as [(String, Double?)] {
            let url = directory.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path) else {
                print("  skipped \(file): not in \(directory.path)")
                continue
            }
            var items = 0
            let result = try Benchmark.measure("decode \(file) (read + parse + validate)", iterations: 30) {
                items = try DeckLoader.load(contentsOf: url).items.count
            }
            Benchmark.report(result, target: target)
            print("    \(items) items, \(FileManager.default.sizeOfFile(url) / 1024) KiB")
            // The same bytes on one line, which `DeckLoader` parses as one document (what every deck
            // cost before decks in the builder's layout were read an item a line): for comparison.
            let oneLine = try [UInt8](Data(contentsOf: url)).map { $0 == 0x0A ? 0x20 : $0 }
            let whole = try Benchmark.measure("  the same, parsed as one document", iterations: 30) {
                items = try DeckLoader.decode(oneLine, file: file).items.count
            }
            Benchmark.report(whole)
        }
        var days = 0
        let listing = try Benchmark.measure("list levels + day counts via index.json", iterations: 200) {
            let library = try DeckLibrary(directory: directory)
            days = library.summaries.reduce(0) { $0 + $1.dayCount }
        }
        Benchmark.report(listing, target: 0.005)
        print("    \(days) days over all decks")
        let library = try DeckLibrary(directory: directory)
        let start = DispatchTime.now().uptimeNanoseconds
        let found = library.item(withID: "k:\u{9B31}") ?? library.item(withID: "v:none")
        print("  first lookup by id over all decks (decodes every deck of its kind): \(Benchmark.format(Benchmark.seconds(since: start)))"
              + (found == nil ? " (not found, all decks decoded)" : ""))
    }

    static func saveBenchmark() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ProgressStore(directory: directory)
        let now = Date()
        try store.update { progress in
            for index in 0..<10_000 {
                var card = SRSCard(due: now + Double(index) * 60)
                card.state = .review
                card.step = nil
                card.stability = 12.5 + Double(index % 97)
                card.difficulty = 5.25
                card.lastReview = now - 86_400
                progress.srs["v:word\(index):reading\(index)"] = card
            }
            for index in 0..<1_000 {
                progress.mistakes["v:word\(index):reading\(index)"] = MistakeRecord(kind: .vocab, wrongAt: now, mode: .multipleChoice)
            }
            for index in 0..<500 { progress.bookmarks["v:word\(index):reading\(index)"] = now }
            for day in 1...200 {
                var result = DayResult()
                result.lastStudied = now
                progress.dayResults[DayKey(kind: .vocab, level: .n1, day: day).rawValue] = result
            }
        }
        try store.save()
        let bytes = FileManager.default.sizeOfFile(store.snapshotURL)
        let encode = Benchmark.measure("encode progress, 10,000 cards (no I/O)", iterations: 30) {
            _ = ProgressCodec.encode(store.progress)
        }
        Benchmark.report(encode)
        var toggle = false
        let save = try Benchmark.measure("save one change, 10,000 cards (one journal line)", iterations: 30) {
            toggle.toggle()
            try store.setBookmarked("k:bench", toggle)
        }
        Benchmark.report(save, target: 0.001)
        print("    snapshot.bin \(bytes / 1024) KiB (written every \(ProgressStore.snapshotInterval) changes and on quit); fsync cost depends on the disk")
        store.close()
        var cards = 0
        let open = try Benchmark.measure("open progress, 10,000 cards (lock + read + decode)", iterations: 30) {
            let reopened = try ProgressStore(directory: directory)
            cards = reopened.progress.srs.count
            reopened.close()
        }
        Benchmark.report(open)
        print("    \(cards) cards loaded")
    }
}

extension FileManager {
    func sizeOfFile(_ url: URL) -> Int {
        ((try? attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
