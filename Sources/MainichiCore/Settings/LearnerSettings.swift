/// The settings that travel, as the journal's events left them: a part of the folded progress
/// (`StudyProgress.learnerSettings`), so every device holding the same events holds the same.
///
/// Folded in fold order (time, then device, then sequence), the last `setting` event of a key
/// wins, and the last `dayOff` event of a day; a key no event set keeps its default. The
/// settings store lays these over settings.json (`SettingsStore.settings`), which keeps a copy
/// of them for readers that do not open the journal.
public struct LearnerSettings: Sendable, Equatable, Codable {
    /// The value each key was last set to.
    public var chosen: [String: LearnerSetting] = [:]
    /// Each day ("2026-12-24") last marked off (true) or taken back (false).
    public var daysOff: [String: Bool] = [:]

    public init() {}

    /// Whether no event set anything.
    public var isEmpty: Bool { chosen.isEmpty && daysOff.isEmpty }

    /// Lays these over `settings`: the keys set, and the days off (every day marked off and not
    /// taken back; none when no day was ever marked).
    public func apply(to settings: inout Settings) {
        for setting in chosen.values { setting.apply(to: &settings) }
        settings.daysOff = daysOff.filter(\.value).keys.sorted()
    }

    /// The events that take settings from `before` to `after`: one `setting` per key that
    /// travels and changed (its value as a journal line keeps it), one `dayOff` per day marked or
    /// taken back. Settings that stay on the device give none.
    public static func changes(from before: Settings, to after: Settings) -> [ProgressEvent] {
        var events: [ProgressEvent] = []
        for (old, new) in zip(LearnerSetting.all(of: before), LearnerSetting.all(of: after)) where old != new {
            events.append(.setting(new.asJournaled))
        }
        let added = Set(after.daysOff).subtracting(before.daysOff)
        let removed = Set(before.daysOff).subtracting(after.daysOff)
        for day in added.sorted() { events.append(.dayOff(day: day, on: true)) }
        for day in removed.sorted() { events.append(.dayOff(day: day, on: false)) }
        return events
    }

    // Codable (`StudyProgress` is): each value as its journal JSON text.
    private enum CodingKeys: String, CodingKey { case chosen, daysOff }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        daysOff = try container.decodeIfPresent([String: Bool].self, forKey: .daysOff) ?? [:]
        let texts = try container.decodeIfPresent([String: String].self, forKey: .chosen) ?? [:]
        for (key, text) in texts {
            guard let value = try? JSONParser.parse(Array(text.utf8)), let setting = LearnerSetting(key: key, value: value) else { continue }
            chosen[key] = setting
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(daysOff, forKey: .daysOff)
        try container.encode(chosen.mapValues(\.valueText), forKey: .chosen)
    }
}

extension LearnerSetting {
    /// The value as another device reads it from the journal line (rounded as the line keeps
    /// it), so the device that made the change folds the same value.
    var asJournaled: LearnerSetting {
        LearnerSetting(key: key, value: value) ?? self
    }

    /// The value as JSON text.
    var valueText: String {
        var writer = ProgressCodec.Writer()
        writer.value(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
