print("mainichi")
