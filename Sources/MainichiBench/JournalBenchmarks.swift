import Foundation
import MainichiCore

/// The progress journal of issue 10: the cost of saving one answer through the store as the
/// collection grows, of starting up with a large journal and its snapshot, and of rebuilding
/// from events alone.
enum JournalBenchmarks {
    static func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-journal-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Date()
        for count in [10_000, 100_000] {
            let journal = JournalFile(url: directory.appendingPathComponent("journal-\(count).jsonl"))
            try journal.append(answers(count, device: "a", from: now))
            var sequence = count
            let append = try Benchmark.measure("journal: save one answer, \(count / 1000)k events before", iterations: 100) {
                sequence += 1
                let event = ProgressEvent.answer(item: "v:bench:\(sequence)", kind: .vocab, mode: .multipleChoice, isRight: false)
                    .journalEvent(id: .init(device: "a", sequence: sequence), time: now)
                try journal.append([event])
            }
            Benchmark.report(append, target: 0.001)
            try storeSave(cards: count, in: directory.appendingPathComponent("store-\(count)"), now: now)
        }
        // First, while the process holds nothing else large (as the app's does when it rebuilds).
        try rebuilds(in: directory, now: now)
        let million = answers(1_000_000, device: "a", from: now)
        let fold = Benchmark.measure("fold 1,000,000 decoded events (no I/O)", iterations: 3, warmup: 1) {
            _ = ProgressReducer.fold(million, onto: StudyProgress(createdAt: now))
        }
        Benchmark.report(fold)
        // The same events applied one by one (the path a fold took before `FoldTables`, and still
        // takes for a few events), in the same run: the ratio is what the tables save.
        var reference = StudyProgress(createdAt: now)
        let eachInTurn = Benchmark.measure("the same, each event applied in turn (as before)", iterations: 3, warmup: 0) {
            reference = StudyProgress(createdAt: now)
            for event in million { ProgressReducer.apply(event, to: &reference) }
        }
        Benchmark.report(eachInTurn)
        print(String(format: "    fold / each in turn: %.2f (same progress: %@)", fold.median / eachInTurn.median,
                     ProgressReducer.fold(million, onto: StudyProgress(createdAt: now)).progress == reference ? "yes" : "NO"))
        let journal = JournalFile(url: directory.appendingPathComponent("journal-1m.jsonl"))
        try journal.append(million)
        print("    1,000,000 events: \(FileManager.default.sizeOfFile(journal.url) / 1_048_576) MiB")
        var decoded = 0
        let read = Benchmark.measure("read + decode a journal of 1,000,000 events (no fold)", iterations: 3, warmup: 0) {
            decoded = journal.read().events.count
        }
        Benchmark.report(read)
        print("    \(decoded) events decoded, in parts over \(ProcessInfo.processInfo.activeProcessorCount) cores")
        let serial = Benchmark.measure("the same journal read in one part (one thread)", iterations: 3, warmup: 0) {
            decoded = journal.read(from: 0, parts: 1).contents.events.count
        }
        Benchmark.report(serial)
        print(String(format: "    in parts / one part: %.2f", read.median / serial.median))
        // The same lines through the general JSON path alone (how every line was read before the typed reader).
        let bytes = [UInt8](try Data(contentsOf: journal.url))
        let general = Benchmark.measure("the same lines, general JSON path (as before)", iterations: 3, warmup: 0) {
            var count = 0
            for line in bytes.split(separator: 0x0A) where (try? JournalEvent.decodeGenerally(line: line)) != nil { count += 1 }
            decoded = count
        }
        Benchmark.report(general)
        print(String(format: "    typed reader / general path: %.2f", read.median / general.median))
        lateMerge(now: now)
        try startUp(with: million, in: directory, now: now)
        try merge(in: directory, now: now)
    }

    /// The rebuild alone (`MainichiBench --journal-rebuild`, quicker than the whole suite, and
    /// what to profile).
    static func rebuildOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-rebuild-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try rebuilds(in: directory, now: Date())
    }

    /// Decoding alone (`MainichiBench --journal-decode`): a journal of 1,000,000 answers read in
    /// one part on this thread, timed by the thread's CPU time (steadier than the wall clock on a
    /// shared machine, for comparing two versions of the reader).
    static func decodeOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-decode-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let journal = JournalFile(url: directory.appendingPathComponent("journal-a.jsonl"))
        try journal.append(answers(1_000_000, items: 12_000, device: "a", from: Date()))
        var samples: [Double] = []
        for run in 0..<6 {
            var start = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            _ = journal.read(from: 0, parts: 1)
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            if run > 0 { samples.append(Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9) }
        }
        Benchmark.report(Benchmark.Result(name: "decode 1,000,000 lines on one thread (CPU time)", samples: samples))
    }

    /// The merges alone (`MainichiBench --journal-merge`).
    static func mergeOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-merge-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try merge(in: directory, now: Date())
    }

    /// Rebuilding from a journal of 1,000,000 events with no snapshot, as the store does it
    /// (`JournalRebuild`: decoded on other threads and folded as it is decoded), over 250,000
    /// items (the suite's collection) and over 12,000 (about the bundled curriculum, N5 to N1).
    static func rebuilds(in directory: URL, now: Date) throws {
        for (items, outOfOrder) in [(250_000, false), (12_000, false), (12_000, true)] {
            let data = directory.appendingPathComponent("rebuild-\(items)-\(outOfOrder)")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try Data("a\n".utf8).write(to: data.appendingPathComponent(DeviceIdentity.fileName))
            var events = answers(1_000_000, items: items, device: "a", from: now)
            if outOfOrder {
                // The first 1,000 lines out of time order (a clock that went back): the rebuild
                // cannot fold as it reads, and sorts the events first.
                for index in 0..<1_000 {
                    events[index] = ProgressEvent.bookmark(item: "v:word\(index):reading", on: true)
                        .journalEvent(id: events[index].id, time: now - Double(86_400 + index))
                }
            }
            try JournalFile(url: data.appendingPathComponent("journal-a.jsonl")).append(events)
            var cards = 0
            // `readWithoutLock` (what `mainichi stats` reads through) loads as the store does and writes nothing.
            let rebuild = try Benchmark.measure("rebuild 1,000,000 events over \(items / 1000)k items, no snapshot\(outOfOrder ? ", not in order" : "")",
                                                iterations: 5, warmup: 1) {
                cards = try ProgressStore.readWithoutLock(directory: data, now: now).progress.srs.count
            }
            Benchmark.report(rebuild, target: 1.0)
            print("    \(cards) items in reviews after the fold")
            let snapshot = data.appendingPathComponent(ProgressStore.snapshotFileName)
            let store = try Benchmark.measure("store: the same, until usable (the new snapshot written too)", iterations: 3, warmup: 0) {
                try? FileManager.default.removeItem(at: snapshot)
                let store = try ProgressStore(directory: data)
                store.waitUntilLoaded()
                store.close()
            }
            Benchmark.report(store)
            try? FileManager.default.removeItem(at: data)
        }
    }

    /// Another device's 100,000 events arriving through a sync folder: mirroring its journal,
    /// reading it and folding it into a store holding 10,000 events of its own, after them in
    /// time (applied in order) and interleaved with them (a re-fold from the snapshot).
    static func merge(in directory: URL, now: Date) throws {
        let folder = directory.appendingPathComponent("merge-folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let local = answers(10_000, device: "a", from: now)
        for (label, offset) in [("after this device's", 20_000.0), ("interleaved with this device's", 0.5)] {
            let other = answers(100_000, device: "b", from: now + offset)
            let otherJournal = folder.appendingPathComponent("journal-b.jsonl")
            try? FileManager.default.removeItem(at: otherJournal)
            try JournalFile(url: otherJournal).append(other)
            var samples: [Double] = []
            var folded = 0
            for run in 0..<6 {
                let data = directory.appendingPathComponent("merge-\(run)-\(offset)")
                try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
                try Data("a\n".utf8).write(to: data.appendingPathComponent(DeviceIdentity.fileName))
                try JournalFile(url: data.appendingPathComponent("journal-a.jsonl")).append(local)
                try ProgressStore(directory: data).close() // the snapshot of its own events
                let store = try ProgressStore(directory: data)
                let start = DispatchTime.now().uptimeNanoseconds
                folded = store.setSyncFolder(folder)
                let elapsed = Benchmark.seconds(since: start)
                if run > 0 { samples.append(elapsed) }
                store.close()
                try? FileManager.default.removeItem(at: data)
            }
            Benchmark.report(Benchmark.Result(name: "merge 100,000 events \(label)", samples: samples), target: 0.2)
            print("    \(folded) events folded")
        }
    }

    /// Another device's 1,000 events arriving late (spread over the time of this device's 100,000
    /// already folded, over 1,000 of its 25,000 items): folding again only the parts they touch
    /// (`JournalFold.refold`) against folding every event from nothing, in the same run (no I/O).
    static func lateMerge(now: Date) {
        let own = answers(100_000, device: "a", from: now)
        let late = (0..<1_000).map { index in
            ProgressEvent.answer(item: "v:word\(index * 25):reading", kind: .vocab, mode: .multipleChoice, isRight: false)
                .journalEvent(id: .init(device: "b", sequence: index + 1), time: now + Double(index * 100) + 0.5)
        }
        let folded = JournalFold.rebuilt(from: own, onto: StudyProgress(createdAt: now))
        var refolded = folded
        let refold = Benchmark.measure("late merge of 1,000 events into 100,000: re-fold what they touch", iterations: 5, warmup: 1) {
            refolded = folded
            _ = refolded.refold(late, known: own)
        }
        Benchmark.report(refold)
        var rebuilt = folded
        let rebuild = Benchmark.measure("the same, folding every event again (as before)", iterations: 5, warmup: 1) {
            rebuilt = JournalFold.rebuilt(from: own + late, onto: StudyProgress(createdAt: now))
        }
        Benchmark.report(rebuild)
        print(String(format: "    re-fold / whole fold: %.2f (same progress: %@)", refold.median / rebuild.median,
                     refolded.progress == rebuilt.progress ? "yes" : "NO"))
    }

    /// Opening the store on a data directory whose journal holds `events` and a snapshot covering
    /// them, against opening it on an empty one.
    static func startUp(with events: [JournalEvent], in directory: URL, now: Date) throws {
        let empty = directory.appendingPathComponent("start-empty")
        let emptyOpen = try openTimes("store: start-up to the first frame, empty data directory", directory: empty, iterations: 20)
        Benchmark.report(emptyOpen)
        let full = directory.appendingPathComponent("start-full")
        try FileManager.default.createDirectory(at: full, withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: full.appendingPathComponent(DeviceIdentity.fileName))
        try JournalFile(url: full.appendingPathComponent("journal-a.jsonl")).append(events)
        // The first start rebuilds and writes the snapshot.
        try ProgressStore(directory: full).close()
        let open = try openTimes("store: start-up to the first frame, \(events.count) events + snapshot", directory: full, iterations: 7)
        Benchmark.report(open)
        print(String(format: "    %.2f x the empty start-up; %.2f ms more (target: within 5 ms of empty)",
                     open.median / emptyOpen.median, (open.median - emptyOpen.median) * 1000))
        let loaded = try Benchmark.measure("store: the same, until the progress is in memory", iterations: 5, warmup: 1) {
            let store = try ProgressStore(directory: full)
            store.waitUntilLoaded()
            store.close()
        }
        Benchmark.report(loaded)
        // The snapshot alone, in this version's binary format and in the JSON format of earlier versions.
        let binaryURL = full.appendingPathComponent(ProgressStore.snapshotFileName)
        guard case .loaded(let snapshot) = JournalSnapshot.read(binaryURL) else {
            print("    no binary snapshot was written")
            return
        }
        let jsonURL = directory.appendingPathComponent("snapshot-v1.json")
        try snapshot.writeJSON(to: jsonURL)
        print("    snapshot: \(snapshot.progress.srs.count) cards, \(snapshot.progress.mistakes.count) notebook entries; "
            + "binary \(FileManager.default.sizeOfFile(binaryURL) / 1_048_576) MiB, JSON \(FileManager.default.sizeOfFile(jsonURL) / 1_048_576) MiB")
        let binary = Benchmark.measure("read the snapshot, binary (version 2)", iterations: 5, warmup: 1) {
            _ = JournalSnapshot.read(binaryURL)
        }
        Benchmark.report(binary)
        let json = Benchmark.measure("read the snapshot, JSON (version 1, earlier versions)", iterations: 3, warmup: 1) {
            _ = JournalSnapshot.read(jsonURL)
        }
        Benchmark.report(json)
        print(String(format: "    binary / JSON: %.2f", binary.median / json.median))
    }

    /// Opening the store on `directory` (the first frame needs nothing more: the progress is
    /// decoded on another thread), closed after each sample once the load is done, untimed.
    static func openTimes(_ name: String, directory: URL, iterations: Int) throws -> Benchmark.Result {
        var samples: [Double] = []
        for run in 0...iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            let store = try ProgressStore(directory: directory)
            let elapsed = Benchmark.seconds(since: start)
            if run > 0 { samples.append(elapsed) }
            store.waitUntilLoaded()
            store.close()
        }
        return Benchmark.Result(name: name, samples: samples)
    }

    /// `count` answer events over `items` items (`count / 4` when nil), a quarter of them wrong.
    static func answers(_ count: Int, items: Int? = nil, device: String, from start: Date) -> [JournalEvent] {
        let items = max(1, items ?? count / 4)
        return (0..<count).map { index in
            ProgressEvent.answer(item: "v:word\(index % items):reading", kind: .vocab, mode: .multipleChoice,
                                 isRight: index % 4 != 0)
                .journalEvent(id: .init(device: device, sequence: index + 1), time: start + Double(index))
        }
    }

    /// Saving one answer through the store with `cards` items tracked: one journal line.
    static func storeSave(cards: Int, in directory: URL, now: Date) throws {
        let store = try ProgressStore(directory: directory)
        defer { store.close() }
        try store.update { progress in
            for index in 0..<cards {
                var card = SRSCard(due: now + Double(index) * 60)
                card.state = .review
                card.step = nil
                card.stability = 12.5 + Double(index % 97)
                card.difficulty = 5.25
                card.lastReview = now - 86_400
                progress.srs["v:word\(index):reading\(index)"] = card
            }
        }
        var index = 0
        let save = try Benchmark.measure("store: save one answer, \(cards / 1000)k items tracked", iterations: 100) {
            index += 1
            try store.recordAnswer(itemID: "v:word\(index % cards):reading\(index % cards)", kind: .vocab,
                                   mode: .multipleChoice, isRight: index % 3 != 0, at: Date())
        }
        Benchmark.report(save, target: 0.001)
    }
}
