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

/// The parts of what arrived through the sync folder that the menu's notice and `mainichi sync`
/// both word: a time as every machine writes it, and a setting's name and value as the Settings
/// screen shows them. The sentences around them are in each one's string table.
public enum SyncNoticeText {
    /// "2026-11-24 23:51 UTC": the same on every machine, whatever its time zone.
    public static func utc(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }

    /// The settings of `arrivals` as "title: value" lines, grouped by who changed them (the same
    /// device in the same minute: one sync usually brings one group), in the order they came; at
    /// most `limit` lines in all (so the notice fits a 40x12 screen), with how many were left out.
    public static func settingGroups(_ arrivals: [ArrivedSetting], language: Language, limit: Int)
        -> (groups: [(origin: ArrivedSetting.Origin?, lines: [String])], more: Int) {
        var groups: [(origin: ArrivedSetting.Origin?, lines: [String])] = []
        var keys: [String] = []
        var shown = 0
        for arrival in arrivals {
            guard shown < limit else { break }
            let key = arrival.origin.map { $0.device + " " + utc($0.time) } ?? ""
            let (title, value) = setting(arrival, language: language)
            if let index = keys.firstIndex(of: key) {
                groups[index].lines.append("\(title): \(value)")
            } else {
                keys.append(key)
                groups.append((arrival.origin, ["\(title): \(value)"]))
            }
            shown += 1
        }
        return (groups, arrivals.count - shown)
    }

    /// The Settings screen's title of the setting `arrival` changed and its new value, in
    /// `language` (also the interface's: what "automatic" follows). Easy Days name the weekdays.
    public static func setting(_ arrival: ArrivedSetting, language: Language) -> (title: String, value: String) {
        let strings = Strings(language)
        var settings = Settings()
        switch arrival.change {
        case .daysOff(_, let days):
            settings.daysOff = days
            return (strings.settings.title(of: .daysOff), SettingsController.value(of: .daysOff, in: settings, strings: strings, language: language))
        case .value(_, let new):
            new.apply(to: &settings)
            let option = SettingsController.Option.allCases.first { $0.settingsKey == new.key } ?? .easyDays
            let value: String
            switch new {
            case .reducedDays(let days), .minimumDays(let days):
                // "Sat, Sun (reduced)": the weekdays of that load.
                let load = strings.settings.loadName(new.key == "minimumDays" ? .minimum : .reduced)
                let names = days.isEmpty ? strings.settings.none : days.sorted().map(strings.common.weekdayShort).joined(separator: ", ")
                value = "\(names) (\(load))"
            default:
                value = SettingsController.value(of: option, in: settings, strings: strings, language: language)
            }
            return (strings.settings.title(of: option), value)
        }
    }
}
