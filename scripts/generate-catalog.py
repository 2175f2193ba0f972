#!/usr/bin/env python3
"""Writes a deterministic synthetic catalog in the recipe wire format.

usage: generate-catalog.py COUNT OUTPUT [--seed N]

Same COUNT and seed give the same bytes. Recipes have 3-15 ingredients and 3-12 steps with realistic text,
mixed aisles, names built from repeating words, and a few messy values real catalogs hold (padded names,
empty types, '#' URLs, short timers arrays). Written in chunks, so a million recipes need little memory.
"""
import json
import os
import random
import sys

ADJECTIVES = ["Classic", "Spicy", "Creamy", "Easy", "Rustic", "Smoky", "Golden", "Quick", "Slow Cooker", "Grandma's",
              "Lemon", "Garlic", "Honey", "Crispy", "Herbed", "Summer", "Winter", "Sunday", "Weeknight", "Country"]
DISHES = ["Roast", "Stew", "Soup", "Salad", "Pie", "Casserole", "Curry", "Stir-Fry", "Tart", "Bread", "Pasta",
          "Chili", "Bake", "Skillet", "Risotto", "Tacos", "Burgers", "Pancakes", "Muffins", "Smoothie"]
INGREDIENTS = {
    "Meat": ["beef roast", "ground beef", "chicken thighs", "chicken breast", "pork shoulder", "bacon", "lamb chops",
             "salmon fillets", "shrimp", "turkey mince", "beef brisket", "italian sausage", "ham", "duck legs",
             "cod fillets", "pork chops", "chorizo", "prosciutto"],
    "Produce": ["onion", "garlic cloves", "carrots", "celery", "potatoes", "tomatoes", "spinach", "lemon", "apples",
                "red bell pepper", "mushrooms", "zucchini", "fresh parsley", "ginger", "avocado", "broccoli florets"],
    "Dairy": ["butter", "milk", "heavy cream", "cheddar cheese", "parmesan", "eggs", "greek yogurt", "sour cream",
              "mozzarella", "cream cheese"],
    "Baking": ["all-purpose flour", "sugar", "brown sugar", "baking powder", "baking soda", "vanilla extract",
               "cocoa powder", "rolled oats", "cornstarch", "yeast"],
    "Condiments": ["olive oil", "soy sauce", "salt", "black pepper", "dijon mustard", "ketchup", "honey",
                   "worcestershire sauce", "hot sauce", "red wine vinegar", "mayonnaise"],
    "Drinks": ["water", "red wine", "white wine", "beer", "orange juice", "coffee", "apple cider"],
    "Misc": ["beef broth", "chicken stock", "rice", "lentils", "pasta", "canned beans", "breadcrumbs", "tortillas",
             "bay leaf", "peanut butter"],
}
AISLES = list(INGREDIENTS)
# How often each aisle supplies an ingredient, roughly as in published recipe collections: produce and
# pantry staples dominate, and about one recipe in six uses something with "beef" in its name.
AISLE_WEIGHTS = {"Meat": 6, "Produce": 30, "Dairy": 15, "Baking": 15, "Condiments": 20, "Drinks": 5, "Misc": 9}
QUANTITIES = ["1", "2", "1/2 cup", "1 cup", "2 cups", "1 tbsp", "2 tbsp ", "1 tsp", "1/2 tsp", "200g", "300ml",
              "2-1/2 cups", "1 1/2 tbsp", "1 package", "1 can", "3 cloves", "1 pinch", "1 lb", "500g", ""]
VERBS = ["Preheat the oven and", "In a large bowl,", "Meanwhile,", "Over medium heat,", "When the pan is hot,",
         "Carefully", "Using a whisk,", "In a heavy pot,", "Once cool enough to handle,", "Finally,"]
ACTIONS = ["stir in the {i} and cook until fragrant", "add the {i} and simmer gently, stirring now and then",
           "whisk the {i} until smooth and glossy", "fold the {i} into the mixture without overworking it",
           "season the {i} generously and set aside", "roast the {i} until golden at the edges",
           "pour the {i} over everything and bring to a boil", "slice the {i} thinly and arrange on a platter",
           "brown the {i} in batches so the pan does not crowd", "let the {i} rest before serving"]


def recipe(rng, index):
    count = rng.randint(3, 15)
    ingredients = []
    for _ in range(count):
        aisle = rng.choices(AISLES, weights=[AISLE_WEIGHTS[a] for a in AISLES])[0]
        name = rng.choice(INGREDIENTS[aisle])
        ingredients.append({"quantity": rng.choice(QUANTITIES), "name": (" " + name) if rng.random() < 0.1 else name,
                            "type": "" if rng.random() < 0.02 else aisle})
    steps = []
    timers = []
    for _ in range(rng.randint(3, 12)):
        ingredient = rng.choice(ingredients)["name"].strip()
        steps.append(f"{rng.choice(VERBS)} {rng.choice(ACTIONS).format(i=ingredient)}.")
        timers.append(rng.choice([0, 0, 0, 2, 5, 10, 15, 20, 30, 45, 60, 90, 240, 420]))
    if rng.random() < 0.05:
        timers = timers[: len(timers) // 2]
    name = f"{rng.choice(ADJECTIVES)} {rng.choice(ADJECTIVES)} {rng.choice(DISHES)} {index}"
    entry = {"name": ("  " + name + " ") if rng.random() < 0.02 else name, "ingredients": ingredients,
             "steps": steps, "timers": timers,
             "imageURL": f"https://img.example.org/recipes/{index}.jpg"}
    roll = rng.random()
    if roll < 0.8:
        entry["originalURL"] = f"https://recipes.example.org/{index}"
    elif roll < 0.9:
        entry["originalURL"] = "#"
    return entry


def main():
    args = sys.argv[1:]
    seed = 42
    if "--seed" in args:
        at = args.index("--seed")
        seed = int(args[at + 1])
        del args[at:at + 2]
    if len(args) != 2:
        sys.exit(__doc__.strip().splitlines()[2])
    count, output = int(args[0]), args[1]
    rng = random.Random(seed)
    partial = output + ".partial"
    with open(partial, "w", encoding="utf-8") as out:
        out.write("[\n")
        for index in range(count):
            out.write(json.dumps(recipe(rng, index), ensure_ascii=False))
            out.write(",\n" if index < count - 1 else "\n")
        out.write("]\n")
    os.replace(partial, output)  # never leave a half-written catalog where a benchmark would reuse it


if __name__ == "__main__":
    main()
