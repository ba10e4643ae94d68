/// The deinflection rules of Japanese verbs, adjectives and the common auxiliaries, written from
/// the grammar (the conjugation tables of godan and ichidan verbs, する, 来る and い-adjectives).
///
/// Each rule names what it undoes. Chains come from the classes: 食べさせられなかった is
/// past (かった → い) of a negative (ない → る) of a passive (られる → る) of a causative
/// (させる → る) of 食べる. Rules over-generate on purpose (a surface can look like many forms);
/// the dictionary decides which candidate is a word, and of the right class.
public enum DeinflectionTable {
    /// A godan verb's endings, one row per dictionary ending: the a, i, e and o columns, and the
    /// て and た forms (書く: か き け こ いて いた).
    private struct GodanRow {
        var u: String, a: String, i: String, e: String, o: String, te: String, ta: String
    }

    private static let godanRows: [GodanRow] = [
        GodanRow(u: "う", a: "わ", i: "い", e: "え", o: "お", te: "って", ta: "った"),
        GodanRow(u: "く", a: "か", i: "き", e: "け", o: "こ", te: "いて", ta: "いた"),
        GodanRow(u: "ぐ", a: "が", i: "ぎ", e: "げ", o: "ご", te: "いで", ta: "いだ"),
        GodanRow(u: "す", a: "さ", i: "し", e: "せ", o: "そ", te: "して", ta: "した"),
        GodanRow(u: "つ", a: "た", i: "ち", e: "て", o: "と", te: "って", ta: "った"),
        GodanRow(u: "ぬ", a: "な", i: "に", e: "ね", o: "の", te: "んで", ta: "んだ"),
        GodanRow(u: "ぶ", a: "ば", i: "び", e: "べ", o: "ぼ", te: "んで", ta: "んだ"),
        GodanRow(u: "む", a: "ま", i: "み", e: "め", o: "も", te: "んで", ta: "んだ"),
        GodanRow(u: "る", a: "ら", i: "り", e: "れ", o: "ろ", te: "って", ta: "った"),
    ]

    /// Every rule.
    public static let rules: [DeinflectionRule] = godan + ichidan + kuru + suru + adjective + polite + copula + auxiliaries

    private static let godan: [DeinflectionRule] = godanRows.flatMap { row -> [DeinflectionRule] in
        var rules = [
            DeinflectionRule(row.a + "ない", row.u, from: .iAdjective, to: .godan, .negative),
            DeinflectionRule(row.ta, row.u, from: .terminal, to: .godan, .past),
            DeinflectionRule(row.te, row.u, from: .teForm, to: .godan, .teForm),
            DeinflectionRule(row.i + "ます", row.u, from: .masu, to: .godan, .polite),
            DeinflectionRule(row.i + "たい", row.u, from: .iAdjective, to: .godan, .desire),
            DeinflectionRule(row.a + "れる", row.u, from: .ichidan, to: .godan, .passive),
            DeinflectionRule(row.a + "せる", row.u, from: .ichidan, to: .godan, .causative),
            DeinflectionRule(row.e + "る", row.u, from: .ichidan, to: .godan, .potential),
            DeinflectionRule(row.e + "ば", row.u, from: .terminal, to: .godan, .conditional),
            DeinflectionRule(row.ta + "ら", row.u, from: .terminal, to: .godan, .taraConditional),
            DeinflectionRule(row.o + "う", row.u, from: .terminal, to: .godan, .volitional),
            DeinflectionRule(row.e, row.u, from: .terminal, to: .godan, .imperative),
            DeinflectionRule(row.a + "ず", row.u, from: .terminal, to: .godan, .zuNegative),
            DeinflectionRule(row.a + "ぬ", row.u, from: .terminal, to: .godan, .nuNegative),
            DeinflectionRule(row.ta + "り", row.u, from: .terminal, to: .godan, .listing),
            DeinflectionRule(row.i + "そう", row.u, from: .terminal, to: .godan, .seemingly),
            DeinflectionRule(row.i, row.u, from: .terminal, to: .godan, .nominal),
            DeinflectionRule(row.i + "なさい", row.u, from: .terminal, to: .godan, .politeImperative),
            DeinflectionRule(row.i + "にくい", row.u, from: .iAdjective, to: .godan, .hardToDo),
            DeinflectionRule(row.i + "やすい", row.u, from: .iAdjective, to: .godan, .easyToDo),
            DeinflectionRule(row.i + "すぎる", row.u, from: .ichidan, to: .godan, .tooMuch),
            DeinflectionRule(row.i + "ながら", row.u, from: .terminal, to: .godan, .whileDoing),
        ]
        if row.u != "す" {
            rules.append(DeinflectionRule(row.a + "される", row.u, from: .ichidan, to: .godan, .causativePassive))
        }
        return rules
    } + [
        // 行く is the one godan verb whose て and た forms take って, not いて.
        DeinflectionRule("行った", "行く", from: .terminal, to: .godan, .past),
        DeinflectionRule("行って", "行く", from: .teForm, to: .godan, .teForm),
        DeinflectionRule("行ったり", "行く", from: .terminal, to: .godan, .listing),
        DeinflectionRule("いった", "いく", from: .terminal, to: .godan, .past),
        DeinflectionRule("いって", "いく", from: .teForm, to: .godan, .teForm),
    ] + ["いらっしゃ", "くださ", "なさ", "おっしゃ", "ござ"].flatMap { stem in
        // Honorific verbs take い before ます and as their imperative (ください, なさい).
        [DeinflectionRule(stem + "います", stem + "る", from: .masu, to: .godan, .polite),
         DeinflectionRule(stem + "い", stem + "る", from: .terminal, to: .godan, .imperative)]
    }

    private static let ichidan: [DeinflectionRule] = [
        DeinflectionRule("ない", "る", from: .iAdjective, to: .ichidan, .negative),
        DeinflectionRule("た", "る", from: .terminal, to: .ichidan, .past),
        DeinflectionRule("て", "る", from: .teForm, to: .ichidan, .teForm),
        DeinflectionRule("ます", "る", from: .masu, to: .ichidan, .polite),
        DeinflectionRule("たい", "る", from: .iAdjective, to: .ichidan, .desire),
        DeinflectionRule("られる", "る", from: .ichidan, to: .ichidan, .passive),
        DeinflectionRule("させる", "る", from: .ichidan, to: .ichidan, .causative),
        DeinflectionRule("させられる", "る", from: .ichidan, to: .ichidan, .causative, .passive),
        DeinflectionRule("れる", "る", from: .ichidan, to: .ichidan, .potential),
        DeinflectionRule("れば", "る", from: .terminal, to: .ichidan, .conditional),
        DeinflectionRule("たら", "る", from: .terminal, to: .ichidan, .taraConditional),
        DeinflectionRule("よう", "る", from: .terminal, to: .ichidan, .volitional),
        DeinflectionRule("ろ", "る", from: .terminal, to: .ichidan, .imperative),
        DeinflectionRule("よ", "る", from: .terminal, to: .ichidan, .imperative),
        // くれる's imperative is くれ (飲み物をくれ), not くれろ.
        DeinflectionRule("くれ", "くれる", from: .terminal, to: .ichidan, .imperative),
        DeinflectionRule("ず", "る", from: .terminal, to: .ichidan, .zuNegative),
        DeinflectionRule("ぬ", "る", from: .terminal, to: .ichidan, .nuNegative),
        DeinflectionRule("たり", "る", from: .terminal, to: .ichidan, .listing),
        DeinflectionRule("そう", "る", from: .terminal, to: .ichidan, .seemingly),
        DeinflectionRule("", "る", from: .terminal, to: .ichidan, .nominal),
        DeinflectionRule("なさい", "る", from: .terminal, to: .ichidan, .politeImperative),
        DeinflectionRule("にくい", "る", from: .iAdjective, to: .ichidan, .hardToDo),
        DeinflectionRule("やすい", "る", from: .iAdjective, to: .ichidan, .easyToDo),
        DeinflectionRule("すぎる", "る", from: .ichidan, to: .ichidan, .tooMuch),
        DeinflectionRule("ながら", "る", from: .terminal, to: .ichidan, .whileDoing),
    ]

    /// 来る, written in kanji or in kana.
    private static let kuru: [DeinflectionRule] = [("来", "来"), ("こ", "く")].flatMap { stem, dictionary -> [DeinflectionRule] in
        let i = stem == "来" ? "来" : "き", o = stem == "来" ? "来" : "こ", u = stem == "来" ? "来" : "く"
        let base = dictionary + "る"
        return [
            DeinflectionRule(o + "ない", base, from: .iAdjective, to: .kuru, .negative),
            DeinflectionRule(i + "た", base, from: .terminal, to: .kuru, .past),
            DeinflectionRule(i + "て", base, from: .teForm, to: .kuru, .teForm),
            DeinflectionRule(i + "ます", base, from: .masu, to: .kuru, .polite),
            DeinflectionRule(i + "たい", base, from: .iAdjective, to: .kuru, .desire),
            DeinflectionRule(o + "られる", base, from: .ichidan, to: .kuru, .passive),
            DeinflectionRule(o + "させる", base, from: .ichidan, to: .kuru, .causative),
            DeinflectionRule(u + "れば", base, from: .terminal, to: .kuru, .conditional),
            DeinflectionRule(i + "たら", base, from: .terminal, to: .kuru, .taraConditional),
            DeinflectionRule(i + "たり", base, from: .terminal, to: .kuru, .listing),
            DeinflectionRule(o + "よう", base, from: .terminal, to: .kuru, .volitional),
            DeinflectionRule(o + "い", base, from: .terminal, to: .kuru, .imperative),
        ]
    }

    private static let suru: [DeinflectionRule] = [
        DeinflectionRule("しない", "する", from: .iAdjective, to: .suru, .negative),
        // The stem: 協議し合う, 上昇し続ける (the segmenter takes it only after a kanji noun).
        DeinflectionRule("し", "する", from: .terminal, to: .suru, .nominal),
        DeinflectionRule("した", "する", from: .terminal, to: .suru, .past),
        DeinflectionRule("して", "する", from: .teForm, to: .suru, .teForm),
        DeinflectionRule("します", "する", from: .masu, to: .suru, .polite),
        DeinflectionRule("したい", "する", from: .iAdjective, to: .suru, .desire),
        DeinflectionRule("される", "する", from: .ichidan, to: .suru, .passive),
        // The written passive of a する verb of one kanji (罰せられる, 愛せられる).
        DeinflectionRule("せられる", "する", from: .ichidan, to: .suru, .passive),
        DeinflectionRule("させる", "する", from: .ichidan, to: .suru, .causative),
        DeinflectionRule("させられる", "する", from: .ichidan, to: .suru, .causative, .passive),
        DeinflectionRule("できる", "する", from: .ichidan, to: .suru, .potential).afterStem,
        DeinflectionRule("すれば", "する", from: .terminal, to: .suru, .conditional),
        DeinflectionRule("したら", "する", from: .terminal, to: .suru, .taraConditional),
        DeinflectionRule("しよう", "する", from: .terminal, to: .suru, .volitional),
        DeinflectionRule("しろ", "する", from: .terminal, to: .suru, .imperative),
        DeinflectionRule("せよ", "する", from: .terminal, to: .suru, .imperative),
        DeinflectionRule("せず", "する", from: .terminal, to: .suru, .zuNegative),
        DeinflectionRule("せぬ", "する", from: .terminal, to: .suru, .nuNegative),
        DeinflectionRule("したり", "する", from: .terminal, to: .suru, .listing),
        DeinflectionRule("しそう", "する", from: .terminal, to: .suru, .seemingly),
        DeinflectionRule("しなさい", "する", from: .terminal, to: .suru, .politeImperative),
        DeinflectionRule("しにくい", "する", from: .iAdjective, to: .suru, .hardToDo),
        DeinflectionRule("しやすい", "する", from: .iAdjective, to: .suru, .easyToDo),
        DeinflectionRule("しすぎる", "する", from: .ichidan, to: .suru, .tooMuch),
        DeinflectionRule("しながら", "する", from: .terminal, to: .suru, .whileDoing),
    ]

    private static let adjective: [DeinflectionRule] = [
        DeinflectionRule("くない", "い", from: .iAdjective, to: .iAdjective, .negative),
        DeinflectionRule("かった", "い", from: .terminal, to: .iAdjective, .past),
        DeinflectionRule("くて", "い", from: .terminal, to: .iAdjective, .teForm),
        DeinflectionRule("ければ", "い", from: .terminal, to: .iAdjective, .conditional),
        DeinflectionRule("かったら", "い", from: .terminal, to: .iAdjective, .taraConditional),
        DeinflectionRule("く", "い", from: .terminal, to: .iAdjective, .adverbial),
        DeinflectionRule("さ", "い", from: .terminal, to: .iAdjective, .nominal),
        DeinflectionRule("そう", "い", from: .terminal, to: .iAdjective, .seemingly),
        DeinflectionRule("すぎる", "い", from: .ichidan, to: .iAdjective, .tooMuch),
        DeinflectionRule("ないで", "ない", from: .terminal, to: .iAdjective, .negativeTe),
        // いい conjugates from よい.
        DeinflectionRule("よくない", "いい", from: .iAdjective, to: .iAdjective, .negative),
        DeinflectionRule("よかった", "いい", from: .terminal, to: .iAdjective, .past),
        DeinflectionRule("よくて", "いい", from: .terminal, to: .iAdjective, .teForm),
        DeinflectionRule("よければ", "いい", from: .terminal, to: .iAdjective, .conditional),
    ]

    /// ます and its own forms.
    private static let polite: [DeinflectionRule] = [
        DeinflectionRule("ました", "ます", from: .terminal, to: .masu, .past),
        DeinflectionRule("ません", "ます", from: .terminal, to: .masu, .negative),
        DeinflectionRule("ませんでした", "ます", from: .terminal, to: .masu, .negative, .past),
        DeinflectionRule("ましょう", "ます", from: .terminal, to: .masu, .volitional),
        DeinflectionRule("まして", "ます", from: .terminal, to: .masu, .teForm),
        DeinflectionRule("ましたら", "ます", from: .terminal, to: .masu, .taraConditional),
    ]

    /// The copula's own forms: 大変でした is です in the past, not the particle で and した (する).
    private static let copula: [DeinflectionRule] = [
        DeinflectionRule("でした", "です", from: .terminal, to: .copula, .past),
        DeinflectionRule("でしょう", "です", from: .terminal, to: .copula, .volitional),
        DeinflectionRule("でして", "です", from: .terminal, to: .copula, .teForm),
        DeinflectionRule("でしたら", "です", from: .terminal, to: .copula, .taraConditional),
        DeinflectionRule("だった", "だ", from: .terminal, to: .copula, .past),
        DeinflectionRule("だろう", "だ", from: .terminal, to: .copula, .volitional),
        DeinflectionRule("だったら", "だ", from: .terminal, to: .copula, .taraConditional),
    ]

    /// Auxiliaries that follow a て form: ている, てしまう (ちゃう), ておく (とく), てある, てみる,
    /// ていく and てくる, in kana or kanji (持っていく, 持って来た), and ていく's spoken てく and
    /// てった (持ってく, 持ってった). ていく conjugates as 行く
    /// (ていった, its own rule above); てくる as 来る (てきた, てこない): the chain undoes the
    /// auxiliary's own ending first, then the auxiliary, then the verb's て form.
    private static let auxiliaries: [DeinflectionRule] = ["て", "で"].flatMap { te -> [DeinflectionRule] in
        let voiced = te == "で"
        return [
            DeinflectionRule(te + "いる", te, from: .ichidan, to: .teForm, .progressive),
            DeinflectionRule(te + "る", te, from: .ichidan, to: .teForm, .progressive, .contracted),
            DeinflectionRule(te + "しまう", te, from: .godan, to: .teForm, .completion),
            DeinflectionRule((voiced ? "じゃう" : "ちゃう"), te, from: .godan, to: .teForm, .completion, .contracted),
            DeinflectionRule(te + "おく", te, from: .godan, to: .teForm, .preparation),
            DeinflectionRule((voiced ? "どく" : "とく"), te, from: .godan, to: .teForm, .preparation, .contracted),
            DeinflectionRule(te + "ある", te, from: .godan, to: .teForm, .resultative),
            DeinflectionRule(te + "みる", te, from: .ichidan, to: .teForm, .tryDoing),
            DeinflectionRule(te + "いく", te, from: .godan, to: .teForm, .goingOn),
            DeinflectionRule(te + "行く", te, from: .godan, to: .teForm, .goingOn),
            // ていく said short (持ってく, 持ってった, 読んでく): only these two forms, so a chain
            // never reads ていた (持っていた, ている in the past) as a past of てく.
            DeinflectionRule(te + "く", te, from: .terminal, to: .teForm, .goingOn, .contracted),
            DeinflectionRule(te + "った", te, from: .terminal, to: .teForm, .goingOn, .contracted, .past),
            DeinflectionRule(te + "くる", te, from: .kuru, to: .teForm, .comingOn),
            DeinflectionRule(te + "来る", te, from: .kuru, to: .teForm, .comingOn),
        ]
    }
}
