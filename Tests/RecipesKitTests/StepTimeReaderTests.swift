@testable import RecipesKit
import Testing

@Suite struct StepTimeReaderTests {
    @Test(arguments: [
        ("Bake at 350°F for 25 minutes, until golden.", 25),
        ("Simmer 1 hour 15 min, stirring now and then.", 75),
        ("Cook on low for 3-4 hours.", 180),
        ("Cook on low 7 to 8 hours.", 420),
        ("Let it rest for half an hour.", 30),
        ("Chill for an hour.", 60),
        ("Roast 1½ hours.", 90),
        ("Whisk for 30 seconds.", 1),
        ("Boil 10 mins, then simmer 20 minutes.", 30),
        ("Bake 12–15 min.", 12),
        ("Leave to prove for 2 hrs.", 120),
        ("Fry 2 minutes per side.", 2),
        ("Cook the pasta 8,5 minutes.", 9),
        ("15 Minuten köcheln lassen.", 15),
        ("Laisser cuire 20 minutes à feu doux.", 20),
        ("Hornear durante 40 minutos.", 40),
        ("Rest 1h before slicing.", 60),
        ("Aggiungere i pomodori e cuocere 15 minuti.", 15),
        ("Kook de erwten 1 uur in 2 liter water.", 60),
    ] as [(String, Int)])
    func durationsInStepTextBecomeMinutes(text: String, minutes: Int) {
        #expect(StepTimeReader.minutes(in: text) == minutes)
    }

    @Test(arguments: [
        "Preheat the oven to 200°C.",
        "Serve with 2 lemons.",
        "Add 3 tablespoons of flour.",
        "Season to taste.",
        "Cut into 4 pieces at 5 mm thick.",
        "Add the minced garlic.",
        "Stir in the chopped herbs.",
    ])
    func textWithoutADurationHasNoTimer(text: String) {
        #expect(StepTimeReader.minutes(in: text) == nil)
    }

    @Test(arguments: [
        "Bake for 99999999999999999999 hours.",
        "Rest " + String(repeating: "9", count: 400) + " minutes.",
        "Chill 200000 hours, then 9000000 hours more.",
    ])
    func aDurationPastTheLongestTimerIsTheLongestTimer(text: String) {
        #expect(StepTimeReader.minutes(in: text) == Recipe.maximumTimer)
    }
}
