import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

/// The study app on an 80x24 in-memory terminal over the bundled decks: cold start to the main
/// menu's first frame, opening the N1 vocabulary day list, key presses there and in a study list,
/// and (in a child process, so other suites do not inflate it) peak memory while studying N1.
enum AppBenchmarks {
    static func run() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let size = Size(width: 80, height: 24)

        // Process start: exec, dynamic loading, the Swift runtime and argument parsing, measured on
        // `mainichi --version`. Foundation's `Process.waitUntilExit` polls on Linux and would add tens
        // of milliseconds, so a shell starts the binary 20 times in a row; the same shell with no
        // iterations is subtracted, and the difference divided by 20.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("mainichi")
        var launch: Benchmark.Result?
        if FileManager.default.isExecutableFile(atPath: binary.path) {
            func shellLoop(_ count: Int) throws {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "i=0; while [ $i -lt \(count) ]; do \"$0\" --version >/dev/null; i=$((i+1)); done",
                                     binary.path]
                try process.run()
                process.waitUntilExit()
            }
            let empty = try Benchmark.measure("shell with no iterations", iterations: 10, warmup: 1) { try shellLoop(0) }
            let loop = try Benchmark.measure("shell starting mainichi 20 times", iterations: 10, warmup: 1) { try shellLoop(20) }
            let perStart = loop.samples.map { ($0 - empty.median) / 20 }
            launch = Benchmark.Result(name: "process start (mainichi --version)", samples: perStart)
            Benchmark.report(launch!)
        } else {
            print("process start: build the release mainichi first (make bench does)")
        }

        // Cold start in process: open decks, progress, settings; build the menu; draw the first frame.
        let firstFrame = try Benchmark.measure("open data + first frame of the main menu", iterations: 50) {
            try withApp(decks: decks, size: size) { _, _ in }
        }
        Benchmark.report(firstFrame)
        if let launch {
            let total = launch.median + firstFrame.median
            print("cold start to the first interactive frame: \(Benchmark.format(total)) (target <= 30 ms: \(total <= 0.030 ? "ok" : "OVER"))")
        }

        // Opening the N1 vocabulary day list from the level list (the app opened and its first
        // frame drawn included), N1's outline read; then its first day, which decodes N1.
        let openDays = try Benchmark.measure("open N1 vocabulary day list (reads N1's outline)", iterations: 20, warmup: 2) {
            try withApp(decks: decks, size: size) { app, _ in
                app.press("\r")       // Vocabulary
                app.press("G\r")      // N1
            }
        }
        Benchmark.report(openDays, target: 0.050)
        var openDay: [Double] = []
        for round in 0..<12 {
            try withApp(decks: decks, size: size) { app, _ in
                app.press("\rG\r")
                let start = DispatchTime.now().uptimeNanoseconds
                app.press("\r")        // the selected day's study list
                if round > 1 { openDay.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
            }
        }
        Benchmark.report(Benchmark.Result(name: "then open its first day (decodes N1)", samples: openDay))

        try withApp(decks: decks, size: size) { app, _ in
            app.press("\rG\r")
            let days = Benchmark.measure("key press j, N1 day list (167 days)", iterations: 2_000, warmup: 50) {
                app.press("j")
            }
            Benchmark.report(days, target: 0.001)
            app.press("g\r")
            let study = Benchmark.measure("key press j/r, N1 study list", iterations: 2_000, warmup: 50) {
                app.press("jr")
            }
            Benchmark.report(Benchmark.Result(name: study.name, samples: study.samples.map { $0 / 2 }), target: 0.001)
        }

        try Benchmark.reportPeakMemory(childFlag: "--rss-n1", label: "peak RSS studying N1 vocabulary", targetMB: 30)
    }

    /// The child-process side of the memory figure: opens the app, the N1 vocabulary day list and a
    /// study list, reveals every row, then prints the peak resident set size in kilobytes.
    static func measurePeakMemory() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        // Where the memory goes: the resident and peak sizes after each step, on standard error
        // (the parent reads only the last figure, on standard output).
        stage("process started")
        try withApp(decks: decks, size: Size(width: 80, height: 24)) { app, _ in
            stage("app open, main menu drawn")
            app.press("\rG\r")
            stage("N1 vocabulary day list (N1 decoded)")
            for _ in 0..<100 { app.press("j") }
            app.press("\rRM")
            for _ in 0..<20 { app.press("j") }
            stage("a day's study list, every reading and meaning shown")
        }
        stage("progress closed, temporary data directory removed")
        print(peakResidentKilobytes())
    }

    /// The peak resident set size of this process in kilobytes: VmHWM from /proc on Linux, which
    /// counts this program only. `getrusage`'s maxrss there also keeps the peak of the process
    /// image replaced by exec, that is of the parent benchmark forked to start this child (about
    /// 27 MB, more than this child's own peak), so it is used only where /proc is missing.
    static func peakResidentKilobytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Int($0) }) {
            return kilobytes
        }
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Int(usage.ru_maxrss)
    }

    /// Prints the process's resident set and its peak so far (VmRSS, VmHWM from /proc) after `step`.
    static func stage(_ step: String) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return }
        let figures = status.split(separator: "\n").filter { $0.hasPrefix("VmRSS") || $0.hasPrefix("VmHWM") }
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "?" }
        FileHandle.standardError.write(Data("    \(step): resident \(figures.last ?? "?") kB, peak \(figures.first ?? "?") kB\n".utf8))
    }

    /// The child-process side of the dictionary memory figure: opens the app, searches "neko"
    /// (reading the deck index and the dictionary), then prints the peak resident set size in
    /// kilobytes, followed by one line per stage (resident and peak after it) so a regression can
    /// be traced to what grew. With a data directory argument the app opens that directory (the
    /// parent runs a first child to write the search index cache there), else a fresh one.
    static func measurePeakMemoryWithDictionary(dataDirectory: String?) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        var stages: [String] = []
        func stage(_ name: String) {
            let (resident, peak, files) = MemoryStatus.current()
            stages.append("\(name): resident \(resident / 1024) MB (\(files / 1024) MB of it mapped files), peak \(peak / 1024) MB")
        }
        stage("process started (the benchmark binary)")
        let directory = dataDirectory.map { URL(fileURLWithPath: $0) }
        try withApp(decks: decks, size: Size(width: 80, height: 24), directory: directory) { app, context in
            stage("app opened, first frame")
            context.prepareSearchIndex()
            stage("search index ready (\(dataDirectory == nil ? "built from the decks" : "read from the cache"))")
            _ = context.dictionary
            stage("dictionary opened")
            for text in ["n", "ne", "nek", "neko"] {
                let query = SearchQuery(text)
                _ = context.dictionary?.search(query, limit: 500 - context.searchIndex.search(query, limit: 500).count,
                                               excludingDeckEntries: true)
            }
            stage("index and dictionary searched for n, ne, nek, neko (what the keys will search)")
            app.press("/neko")
            app.render()
            stage("searched \"neko\", frame drawn")
        }
        // VmHWM, not getrusage's ru_maxrss: on Linux ru_maxrss survives exec, so it would report the
        // parent benchmark's own peak when that was higher (it was: every suite run before this one).
        print(MemoryStatus.peakKilobytes())
        for line in stages { print(line) }
    }

    /// Runs `body` on a fresh app over a temporary data directory, then removes the directory.
    private static func withApp(decks: URL, size: Size, directory given: URL? = nil,
                                _ body: (Application, AppContext) throws -> Void) throws {
        let directory = given ?? FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-\(UUID().uuidString)")
        defer { if given == nil { try? FileManager.default.removeItem(at: directory) } }
        let context = try AppContext.open(directories: DataDirectories(directory: directory), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer(isAvailable: false))
        try context.settings.update { $0.welcomeShown = true }
        defer { context.progress.close() }
        let app = Application(terminal: InMemoryTerminal(size: size), root: MainichiRoot.make(context: context))
        app.render()
        try body(app, context)
    }
}
