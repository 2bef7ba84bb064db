#pragma once

// Repositories and the database handle are private to hk_model: the views and the app change and read a
// campaign only through the model's services and item models, so that every edit goes through the one change
// mechanism (Campaign::change). hk_model and white-box model tests define HK_MODEL_INTERNAL; anything else
// that includes a repository fails to compile here.
#ifndef HK_MODEL_INTERNAL
#error "Repositories are private to hk_model: use the model's services (Roster, Treasury, …) and item models."
#endif
