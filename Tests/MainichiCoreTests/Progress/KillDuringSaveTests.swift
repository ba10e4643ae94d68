import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Kills a process that saves progress in a loop at random moments, and checks every time that
/// the journal opens and holds one whole generation: a torn last line at most, skipped.
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
        var kills = 0
        var progressed = 0
        for round in 0..<30 {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["_stress-save", "--data-dir", temporary.url.path]
            let outputPipe = Pipe()
            process.standardOutput = outputPipe
            let errorPipe = Pipe()
            process.standardError = errorPipe
            try process.run()
            // Wait for the writer's first acknowledged save (however slow the machine), then kill it
            // at a random moment while it goes on saving.
            let first = outputPipe.fileHandleForReading.availableData
            usleep(UInt32(Int.random(in: 0...30_000, using: &generator)))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
            }
            let output = String(decoding: first + outputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // The last generation the writer said was saved before it died.
            let acknowledged = output.split(separator: "\n").compactMap { Int($0) }.last ?? lastGeneration
            if process.terminationReason == .exit {
                let message = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                Issue.record("the writer exited by itself with status \(process.terminationStatus): \(message)")
                return
            }
            guard !ProgressStore.journalFiles(in: temporary.url).isEmpty else {
                #expect(lastGeneration == 0, "the journal disappeared after generation \(lastGeneration)")
                continue
            }
            let progress: StudyProgress
            do {
                progress = try ProgressStore.readWithoutLock(directory: temporary.url).progress
            } catch {
                Issue.record("round \(round): the journal does not open after a kill: \(error)")
                return
            }
            let generation = progress.result(for: DayKey(kind: .vocab, level: .n5, day: 1)).testCount
            #expect(generation >= lastGeneration, "went back from generation \(lastGeneration) to \(generation)")
            // A whole generation g holds g mistakes (its answer and its test are one write).
            #expect(progress.mistakes.count == generation)
            #expect(generation >= acknowledged, "generation \(acknowledged) was acknowledged, \(generation) found")
            if generation > lastGeneration { progressed += 1 }
            lastGeneration = generation
        }
        #expect(kills >= 25, "the writer should still be running when killed")
        #expect(progressed == 30, "every round saves at least once before its kill")
    }
}
