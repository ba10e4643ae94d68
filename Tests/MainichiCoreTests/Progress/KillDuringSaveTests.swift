import Foundation
import Testing
@testable import MainichiCore

/// Kills a process that saves progress in a loop at random moments, and checks every time that
/// progress.json holds one whole generation: never a torn or mixed file.
@Suite struct KillDuringSaveTests {
    /// The built `mainichi` binary: MAINICHI_BINARY, else .build/debug/mainichi in the package.
    static func binary() -> URL? {
        if let path = ProcessInfo.processInfo.environment["MAINICHI_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = root.appendingPathComponent(".build/debug/mainichi")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    @Test func killedWriterAlwaysLeavesAWholeGeneration() throws {
        guard let binary = Self.binary() else {
            Issue.record("the mainichi binary was not found (.build/debug/mainichi); run `make test`, which builds it first, or set MAINICHI_BINARY")
            return
        }
        let temporary = TemporaryDirectory()
        var generator = SystemRandomNumberGenerator()
        var lastGeneration = 0
        for round in 0..<30 {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["_stress-save", "--data-dir", temporary.url.path, "--count", "2000"]
            process.standardOutput = FileHandle.nullDevice
            let errorPipe = Pipe()
            process.standardError = errorPipe
            try process.run()
            // Round 0 waits for the first save, however slow the machine; later rounds kill at a
            // random moment, which may come before, during or after any save.
            if round == 0 {
                let deadline = Date().addingTimeInterval(60)
                while !FileManager.default.fileExists(atPath: temporary.file("progress.json").path),
                      process.isRunning, Date() < deadline {
                    usleep(2_000)
                }
            } else {
                usleep(UInt32(Int.random(in: 5_000...120_000, using: &generator)))
            }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            if process.terminationReason == .exit {
                let message = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                Issue.record("the writer exited by itself with status \(process.terminationStatus): \(message)")
                return
            }
            let url = temporary.file("progress.json")
            guard FileManager.default.fileExists(atPath: url.path) else {
                #expect(lastGeneration == 0, "progress.json disappeared after generation \(lastGeneration)")
                continue
            }
            let data = try Data(contentsOf: url)
            let progress: StudyProgress
            do {
                progress = try ProgressStore.makeDecoder().decode(StudyProgress.self, from: data)
            } catch {
                Issue.record("round \(round): progress.json does not parse after a kill (\(data.count) bytes): \(error)")
                return
            }
            let generation = progress.result(for: DayKey(kind: .vocab, level: .n5, day: 1)).testCount
            #expect(generation >= lastGeneration, "went back from generation \(lastGeneration) to \(generation)")
            // A whole generation g holds 2000 + g cards, all due at second g.
            #expect(progress.srs.count == 2000 + generation)
            let dues = Set(progress.srs.values.map(\.due))
            #expect(dues == [Date(timeIntervalSince1970: TimeInterval(generation))])
            lastGeneration = generation
        }
        // How many saves land between kills depends on the machine's speed, so only the first
        // (waited for) is required; every round above checked the file was whole.
        #expect(lastGeneration > 0, "no save was seen")
    }
}
