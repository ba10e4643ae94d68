import MainichiCore
import TerminalUI

/// Starts tests: from a day's list, from bookmarks or from the mistakes notebook.
public enum TestLauncher {
    /// Starts a test of `items` on top of `controller`'s navigation stack.
    /// - Parameters:
    ///   - kind: the kind the test is for. Items of both kinds (the mistakes notebook unfiltered)
    ///     make one mixed test: each question still takes its distractors from its own item's deck.
    ///   - mode: the test mode, or nil to ask (the `T` key); `t` passes the default from Settings.
    ///   - day: the day the items are, so the result is saved as that day's score.
    ///   - source: what the test covers, for history.
    public static func start(items: [StudyItem], kind: DeckKind, day: DayKey?, source: HistoryEvent.Source,
                             mode: TestMode?, context: AppContext, from controller: ScreenController) {
        guard !items.isEmpty else {
            controller.showStatus(context.strings.testing.nothingToTest, role: .dim)
            return
        }
        let plan = TestPlan(items: items, kind: kind, day: day, source: source,
                            title: title(day: day, from: controller, strings: context.strings.testing),
                            dayName: day.map { context.dayName($0) })
        if let mode {
            controller.push(makeTest(plan: plan, mode: mode, context: context))
        } else {
            controller.push(TestModePickerController(plan: plan, context: context))
        }
    }

    /// "Test" on top of the day's own study list (the breadcrumb already names the day); else
    /// "Day 5 › Test" for a day, so a test started from the day list still says which day it is.
    static func title(day: DayKey?, from controller: ScreenController, strings: any TestingStrings) -> String {
        guard let day else { return strings.testTitle }
        let top = controller.navigationController?.topController ?? controller
        if let list = top as? StudyListController, list.day == day { return strings.testTitle }
        return strings.dayTestTitle(day.day)
    }

    /// The items whose meanings may be wrong options beside `item`'s: its own deck's; for a deck
    /// too small to give three (a learner's new deck of one word), the bundled deck of the same
    /// kind at N3 too, so every question still has four options.
    static func distractorPool(for item: StudyItem, library: DeckLibrary) -> [StudyItem] {
        let own = (try? library.deck(id: item.deck).items) ?? []
        guard own.count(where: { $0.kind == item.kind }) <= Quiz.choiceCount * 2, item.deck.jlpt == nil else { return own }
        return own + ((try? library.deck(kind: item.kind, level: .n3).items) ?? [])
    }

    /// A test screen for `plan`, with the question order from Settings and the app's random source.
    static func makeTest(plan: TestPlan, mode: TestMode, context: AppContext,
                         returningTo previousResult: TestResultController? = nil) -> TestController {
        let order: QuizOrder = context.settings.settings.questionOrder == .shuffled ? .shuffled : .inOrder
        let library = context.library
        let quiz = Quiz(items: plan.items, mode: mode, order: order, meanings: context.meaningLanguage, using: &context.random) { item in
            distractorPool(for: item, library: library)
        }
        return TestController(plan: plan, quiz: quiz, context: context, previousResult: previousResult)
    }
}
