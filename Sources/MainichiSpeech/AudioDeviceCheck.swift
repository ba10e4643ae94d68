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

/// Checks that an audio player has an output device, by asking the sound system.
///
/// aplay needs an ALSA card (`aplay -l` lists one) or a PulseAudio or PipeWire server behind
/// ALSA's default device; paplay and pw-play need such a server (`pactl info` succeeds, or, without
/// pactl, its socket is in `$XDG_RUNTIME_DIR`); SoX's play takes either; afplay (macOS) always has
/// one. Each program runs with stdin on /dev/null and is stopped after `timeout`.
///
/// This runs programs, so it is for `mainichi doctor` and for explaining a playback failure on a
/// background thread, never for startup.
public struct AudioDeviceCheck: Sendable {
    /// Where `pactl` and (for SoX) `aplay` are looked for.
    public var search: ExecutableSearch
    /// `$XDG_RUNTIME_DIR`, where PulseAudio and PipeWire put their sockets.
    public var runtimeDirectory: String?
    /// `$PULSE_SERVER`: when set, a server elsewhere is named and is taken to be there.
    public var pulseServer: String?
    /// How long one program may take before it is stopped and the answer is "unknown".
    public var timeout: TimeInterval = 2

    /// A check using PATH, XDG_RUNTIME_DIR and PULSE_SERVER from `environment`.
    public init(environment: [String: String]) {
        search = ExecutableSearch(environment: environment)
        runtimeDirectory = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        pulseServer = environment["PULSE_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether `player` has an output device.
    public func check(_ player: AudioPlayer) -> AudioDeviceStatus {
        switch player.name {
        case "afplay":
            return .available("macOS Core Audio")
        case "paplay", "pw-play":
            return soundServer()
        case "aplay":
            return alsaOrServer(aplay: player.executable)
        default:
            return alsaOrServer(aplay: search.path(of: "aplay"))
        }
    }

    /// An ALSA card, or failing that a sound server (which ALSA's default device may use).
    private func alsaOrServer(aplay: String?) -> AudioDeviceStatus {
        guard let aplay else { return soundServer() }
        let cards = alsaCards(aplay: aplay)
        if case .available = cards { return cards }
        let server = soundServer()
        if case .available = server { return server }
        return cards
    }

    /// The first card `aplay -l` lists.
    private func alsaCards(aplay: String) -> AudioDeviceStatus {
        guard let result = Self.run(aplay, ["-l"], timeout: timeout) else {
            return .unknown("aplay -l did not answer within \(Self.seconds(timeout))")
        }
        if let card = result.output.split(separator: "\n").first(where: { $0.hasPrefix("card ") }) {
            let name = card.split(separator: ",").first.map(String.init) ?? String(card)
            return .available(SpeechCache.sanitize(name))
        }
        return .unavailable("aplay -l: no soundcards")
    }

    /// A PulseAudio or PipeWire server: `pactl info`, or without pactl, a socket.
    private func soundServer() -> AudioDeviceStatus {
        if let pactl = search.path(of: "pactl") {
            guard let result = Self.run(pactl, ["info"], timeout: timeout) else {
                return .unknown("pactl info did not answer within \(Self.seconds(timeout))")
            }
            return result.status == 0
                ? .available("a PulseAudio or PipeWire server (pactl info)")
                : .unavailable("pactl info: no PulseAudio or PipeWire server")
        }
        if let pulseServer {
            return .unknown("PULSE_SERVER=\(SpeechCache.sanitize(pulseServer)) (no pactl to check it)")
        }
        guard let runtimeDirectory else {
            return .unknown("no pactl, and XDG_RUNTIME_DIR is not set")
        }
        for socket in ["pulse/native", "pipewire-0"] {
            let path = runtimeDirectory + "/" + socket
            if FileManager.default.fileExists(atPath: path) {
                return .available("a sound server socket (\(path))")
            }
        }
        return .unavailable("no PulseAudio or PipeWire socket in \(runtimeDirectory)")
    }

    // MARK: - Without running anything

    /// Where ALSA lists its sound cards (Linux).
    public var alsaCardsFile = "/proc/asound/cards"

    /// A verdict from files alone, cheap enough for the first `p`: `.unavailable` only when it is
    /// certain there is no output device (Linux, no ALSA card listed, no sound server socket, no
    /// PULSE_SERVER); nil when it cannot tell without running a program.
    public func quickCheck(_ player: AudioPlayer) -> AudioDeviceStatus? {
        #if os(Linux)
        guard player.name != "afplay", pulseServer == nil else { return nil }
        let runtime = runtimeDirectory ?? "/run/user/\(getuid())"
        for socket in ["pulse/native", "pipewire-0"]
        where FileManager.default.fileExists(atPath: runtime + "/" + socket) {
            return nil
        }
        if player.name == "paplay" || player.name == "pw-play" {
            return .unavailable("no PulseAudio or PipeWire socket in \(runtime)")
        }
        guard let cards = try? String(contentsOfFile: alsaCardsFile, encoding: .utf8) else {
            return .unavailable("no ALSA sound cards (\(alsaCardsFile) is missing)")
        }
        if cards.contains("no soundcards") || cards.allSatisfy(\.isWhitespace) {
            return .unavailable("no ALSA sound cards (\(alsaCardsFile): no soundcards)")
        }
        return nil
        #else
        return nil
        #endif
    }

    // MARK: - Running

    /// Runs `executable` with its output (both streams) in a temporary file, for at most `timeout`;
    /// nil when it could not start or took too long (it is then stopped).
    static func run(_ executable: String, _ arguments: [String],
                    timeout: TimeInterval) -> (status: Int32, output: String)? {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("mainichi-audio-check-\(UUID().uuidString).txt").path
        defer { unlink(outputPath) }
        guard let process = ChildProcess.spawn(executable, arguments, outputPath: outputPath) else { return nil }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        var status = process.poll()
        while status == nil && clock.now < deadline {
            usleep(10_000)
            status = process.poll()
        }
        guard let status else {
            process.send(SIGTERM)
            let grace = clock.now + .milliseconds(500)
            while process.poll() == nil {
                if clock.now >= grace {
                    process.send(SIGKILL)
                    _ = process.wait()
                    break
                }
                usleep(10_000)
            }
            return nil
        }
        let output = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
        return (status, String(decoding: output, as: UTF8.self))
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        let whole = Int(interval.rounded(.up))
        return whole == 1 ? "1 second" : "\(whole) seconds"
    }
}
