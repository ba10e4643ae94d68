#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore

/// Says Japanese text aloud with an external engine and player, and plays recordings, never
/// blocking the caller.
///
/// `speak` sanitises the text and hands it to one background thread, which synthesises a wav into
/// the cache (reusing one made before) and plays it. `play(file:)` hands a recording to the same
/// thread with the player `SpeechSetup.filePlayers` has for its format. The programs run through `posix_spawn`, never a
/// shell, with stdin, stdout and stderr on /dev/null, so no ALSA message reaches the screen. A newer
/// `speak` or `play` replaces an older one still waiting, and stops one still playing.
///
/// A failure (an engine or player exiting non-zero, no audio device) is kept in `lastError`;
/// until a later attempt succeeds, `speak` still tries but returns false, so the app says
/// "audio unavailable" with `unavailableStatus`. When the player fails, the `deviceCheck` (if
/// any) is asked on the background thread whether there is a sound device at all, so the
/// message can say "no sound device" instead of just "aplay failed".
public final class Pronouncer: Pronouncing, @unchecked Sendable {
    /// The engine and player in use.
    public let setup: SpeechSetup
    /// Where wav files are kept.
    public let cache: SpeechCache
    /// What explains a playback failure, or nil to report the player's exit status only.
    public let deviceCheck: AudioDeviceCheck?

    /// What the background thread is asked to do.
    private enum Request {
        /// Synthesise and play a text.
        case text(String)
        /// Play a recording with `player`.
        case file(path: String, player: AudioPlayer)
    }

    private let condition = WorkerSignal()
    private var pending: Request?
    private var isWorking = false
    private var running: ChildProcess?
    private var failure: SpeechFailure?
    private var workerStarted = false
    /// Whether the first `speak` first looks for a sound device with file checks only.
    private let checksDeviceFirst: Bool
    private var deviceChecked = false

    /// A pronouncer over what detection found.
    /// - Parameters:
    ///   - deviceCheck: asked, after the player fails, whether there is a sound device.
    ///   - checksDeviceFirst: when true, the first `speak` asks `deviceCheck.quickCheck` (files
    ///     only, no process), so a machine with no sound device is told so on the very first `p`
    ///     rather than after a failed playback.
    public init(setup: SpeechSetup, cacheDirectory: URL, deviceCheck: AudioDeviceCheck? = nil,
                checksDeviceFirst: Bool = false) {
        self.setup = setup
        self.cache = SpeechCache(directory: cacheDirectory)
        self.deviceCheck = deviceCheck
        self.checksDeviceFirst = checksDeviceFirst
    }

    /// Why speech does not work: no engine or player, or the last attempt failed. Nil when it works.
    public var unavailableReason: String? {
        if let reason = setup.unavailableReason { return reason }
        return lastFailure
    }

    /// A few words on why speech does not work ("no sound device", "no speech engine"), for
    /// the status line; nil when it works.
    public var unavailableSummary: String? {
        switch (setup.engine, setup.player) {
        case (nil, _): return "no speech engine"
        case (_, nil): return "no audio player"
        default: return lastError?.summary
        }
    }

    /// What went wrong the last time, or nil when the last attempt succeeded.
    public var lastFailure: String? {
        lastError?.detail
    }

    /// What went wrong the last time, and at which step; nil when the last attempt succeeded.
    public var lastError: SpeechFailure? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// Starts saying `text` and returns at once. Returns false when there is no engine or player,
    /// or when the previous attempt failed (it is tried again all the same).
    @discardableResult
    public func speak(_ text: String) -> Bool {
        guard setup.engine != nil, let player = setup.player else { return false }
        let clean = SpeechCache.sanitize(text)
        guard !clean.isEmpty else { return true }
        return submit(.text(clean), player: player)
    }

    /// Starts playing the recording at `path` with the first player of `setup.filePlayers` for its
    /// format (by extension) and returns at once; `.noPlayer` when there is none.
    public func play(file path: String) -> AudioFilePlayback {
        guard let format = AudioFormat(fileName: path), let player = setup.filePlayers.player(for: format) else {
            return .noPlayer(format: AudioFileName.format(of: path))
        }
        return submit(.file(path: path, player: player), player: player) ? .playing : .soundFailing
    }

    /// Hands `request` to the background thread (first asking for a sound device, once, when
    /// `checksDeviceFirst`). False when the previous attempt failed or there is no sound device.
    private func submit(_ request: Request, player: AudioPlayer) -> Bool {
        condition.lock()
        if checksDeviceFirst, !deviceChecked {
            deviceChecked = true
            if case .unavailable(let reason)? = deviceCheck?.quickCheck(player) {
                failure = SpeechFailure(stage: .playback, detail: reason, summary: "no sound device")
                condition.unlock()
                return false
            }
        }
        pending = request
        let previousFailure = failure
        running?.send(SIGTERM)
        if !workerStarted {
            workerStarted = true
            WorkerSignal.detach { [weak self] in self?.work() }
        }
        condition.signal()
        condition.unlock()
        return previousFailure == nil
    }

    /// Blocks until nothing is waiting or playing (for tests and the doctor command).
    public func waitUntilIdle() {
        condition.lock()
        while pending != nil || isWorking { condition.wait() }
        condition.unlock()
    }

    // MARK: - Background work

    private func work() {
        while true {
            condition.lock()
            while pending == nil { condition.wait() }
            let request = pending!
            pending = nil
            isWorking = true
            condition.unlock()

            let outcome: SpeechFailure?
            switch request {
            case .text(let text): outcome = say(text)
            case .file(let path, let player): outcome = play(path, with: player)
            }

            condition.lock()
            failure = outcome
            isWorking = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Synthesises (or finds in the cache) and plays `text`; returns what failed, or nil.
    private func say(_ text: String) -> SpeechFailure? {
        guard let engine = setup.engine, let player = setup.player else {
            return SpeechFailure(stage: .playback, detail: setup.unavailableReason ?? "", summary: "no engine or player")
        }
        func cacheFailure(_ detail: String) -> SpeechFailure {
            SpeechFailure(stage: .cache, detail: detail, summary: "cannot write the audio cache")
        }
        let wav = cache.fileURL(for: text, engine: engine)
        if !FileManager.default.fileExists(atPath: wav.path) {
            do {
                try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
            } catch {
                return cacheFailure("cannot create the audio cache \(cache.directory.path)")
            }
            let token = UUID().uuidString
            let textFile = cache.directory.appendingPathComponent("text-\(token).txt")
            let partial = cache.directory.appendingPathComponent("partial-\(token).wav")
            defer {
                try? FileManager.default.removeItem(at: textFile)
                try? FileManager.default.removeItem(at: partial)
            }
            do {
                try Data((text + "\n").utf8).write(to: textFile)
            } catch {
                return cacheFailure("cannot write to the audio cache \(cache.directory.path)")
            }
            let status = run(engine.executable, engine.arguments(textFile: textFile.path, output: partial.path))
            if isSuperseded { return nil }
            guard status == 0, FileManager.default.fileExists(atPath: partial.path) else {
                let name = engine.kind.rawValue
                return SpeechFailure(stage: .synthesis, detail: "\(name) failed (exit status \(status.map(String.init) ?? "?"))",
                                     summary: "\(name) failed")
            }
            guard rename(partial.path, wav.path) == 0 else {
                return cacheFailure("cannot write to the audio cache \(cache.directory.path)")
            }
        }
        return play(wav.path, with: player)
    }

    /// Plays the audio file at `path` with `player`; returns what failed, or nil.
    private func play(_ path: String, with player: AudioPlayer) -> SpeechFailure? {
        if isSuperseded { return nil }
        let status = run(player.executable, player.arguments(file: path))
        if isSuperseded { return nil }
        guard status == 0 else {
            let failed = "\(player.name) failed (exit status \(status.map(String.init) ?? "?"))"
            switch deviceCheck?.check(player) {
            case .unavailable(let why)?:
                return SpeechFailure(stage: .playback, detail: "\(failed): no sound device (\(why))", summary: "no sound device")
            case .unknown(let why)?:
                return SpeechFailure(stage: .playback, detail: "\(failed); sound device unknown (\(why))",
                                     summary: "\(player.name) failed")
            case .available?, nil:
                return SpeechFailure(stage: .playback, detail: failed, summary: "\(player.name) failed")
            }
        }
        return nil
    }

    /// Whether a newer text is waiting, so the current one should stop.
    private var isSuperseded: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending != nil
    }

    /// Runs a program with no terminal I/O and waits for it; returns its exit status, or nil when it
    /// could not be started.
    private func run(_ executable: String, _ arguments: [String]) -> Int32? {
        condition.lock()
        if pending != nil {
            condition.unlock()
            return nil
        }
        guard let process = ChildProcess.spawn(executable, arguments) else {
            condition.unlock()
            return nil
        }
        running = process
        condition.unlock()
        let status = process.wait()
        condition.lock()
        running = nil
        condition.unlock()
        return status
    }
}
