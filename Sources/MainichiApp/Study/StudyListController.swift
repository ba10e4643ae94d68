import MainichiCore
import TerminalUI

/// Placeholder until the real screen lands: the study list of one day, or of bookmarks or mistakes.
public final class StudyListController: ScreenController {
    let context: AppContext
    let kind: DeckKind
    let items: [StudyItem]
    let day: DayKey?
    let source: HistoryEvent.Source

    /// - Parameters:
    ///   - title: the breadcrumb title ("Day 3", "Bookmarks").
    ///   - kind: vocabulary or kanji; decides the row layout.
    ///   - items: the items to study, in order.
    ///   - day: the day they belong to, when they are one day's lesson.
    ///   - source: what the list covers, recorded with tests taken from it.
    public init(context: AppContext, title: String, kind: DeckKind, items: [StudyItem], day: DayKey?,
                source: HistoryEvent.Source) {
        self.context = context
        self.kind = kind
        self.items = items
        self.day = day
        self.source = source
        super.init(title: title)
    }
}
